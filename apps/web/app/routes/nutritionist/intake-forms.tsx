import { IntakeFormsPanel } from '#web/features/intake-forms/components/intake-forms-panel.tsx';

/** Issue 35: the practice's intake forms and her own, with the builder. */
export default function NutritionistIntakeFormsPage() {
  return <IntakeFormsPanel />;
}
