import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { AssessmentPage } from '#web/features/assessments/components/assessment-page.tsx';
import { useIntakePrefill } from '#web/features/intake-forms/api/use-intake-prefill.ts';

/** The assessment, its empty fields prefilled from her latest signed intake form (issue 35). */
export default function NutritionistAssessment() {
  const me = useOutletContext<MeResponse>();
  return <AssessmentPage me={me.id} usePrefill={useIntakePrefill} />;
}
