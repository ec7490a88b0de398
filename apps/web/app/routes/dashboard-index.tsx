import { redirect } from 'react-router';

/** §2.1: /dashboard itself goes to /login. */
export async function clientLoader() {
  throw redirect('/login');
}

export default function DashboardIndex() {
  return null;
}
