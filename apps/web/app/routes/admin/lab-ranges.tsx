import { LabRangesPanel } from '#web/features/labs/components/lab-ranges-panel.tsx';

/** Issue 35: the practice's reference ranges and retest intervals for lab tests. */
export default function AdminLabRanges() {
  return <LabRangesPanel />;
}
