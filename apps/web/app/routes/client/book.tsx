import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { BookSession } from './book-session.tsx';

export const meta = () => [{ title: 'Book a Session | NourishWell' }];

export default function ClientBookPage() {
  const me = useOutletContext<MeResponse>();
  return <BookSession email={me.email} />;
}
