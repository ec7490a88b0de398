import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { MyReports } from '#web/features/outcome-reports/components/my-reports.tsx';

/** Issue 35: her progress reports from her nutritionist, each a PDF to download. */
export default function ClientReportsPage() {
  const me = useOutletContext<MeResponse>();
  return <MyReports clientId={me.id} />;
}
