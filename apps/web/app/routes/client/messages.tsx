import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { MessagesPage } from '#web/features/messaging/components/messages-page.tsx';

export default function ClientMessages() {
  const me = useOutletContext<MeResponse>();
  return <MessagesPage me={me} />;
}
