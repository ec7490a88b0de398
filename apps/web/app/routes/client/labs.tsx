import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { LabUploadForm } from '#web/features/labs/components/lab-upload-form.tsx';
import { MyLabs } from '#web/features/labs/components/my-labs.tsx';

/** Issue 35: her lab trends, the reports she sent, and sending another. */
export default function ClientLabsPage() {
  const me = useOutletContext<MeResponse>();
  return <MyLabs clientId={me.id} upload={<LabUploadForm clientId={me.id} />} />;
}
