import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { AssessmentPage } from '#web/features/assessments/components/assessment-page.tsx';

export default function NutritionistAssessment() {
  const me = useOutletContext<MeResponse>();
  return <AssessmentPage me={me.id} />;
}
