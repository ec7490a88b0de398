import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { BookSession } from './book-session.tsx';

export default function ClientBookPage() {
  const me = useOutletContext<MeResponse>();
  return <BookSession email={me.email} />;
}
