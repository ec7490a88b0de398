import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { MessagesPage } from '#web/features/messaging/components/messages-page.tsx';
import { ClientLink } from '#web/components/ui/client-link.tsx';
import { ErasedConversations } from '#web/features/privacy/erasure/erased-conversations.tsx';

export default function NutritionistMessages() {
  const me = useOutletContext<MeResponse>();
  // The open conversation's name opens that client's record.
  return (
    <>
      <MessagesPage me={me} personLink={(id, name) => <ClientLink id={id} name={name} />} />
      <ErasedConversations />
    </>
  );
}
