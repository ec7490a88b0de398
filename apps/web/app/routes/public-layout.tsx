import { Outlet } from 'react-router';
import { PublicShell } from '#web/components/layouts/public-shell.tsx';

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
