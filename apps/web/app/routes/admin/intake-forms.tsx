import { IntakeFormsPanel } from '#web/features/intake-forms/components/intake-forms-panel.tsx';

/** Issue 35: the practice-wide intake forms, built by the admin (she reads no answers). */
export default function AdminIntakeFormsPage() {
  return <IntakeFormsPanel />;
}
