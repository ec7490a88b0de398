import { WifiOff } from 'lucide-react';
import type { Role } from '@nourishwell/shared';
import { useOnline } from '#web/lib/pwa/online.ts';

/**
 * What offline means for each role: only a client's writes (meals, water, habits) are
 * kept on the phone and sent later; a nutritionist's or an admin's cannot be saved.
 */
export const OFFLINE_MESSAGES: Record<Role, string> = {
  client:
    'You are offline. Meals, water and habits you log are kept on this phone and sent when you are back online.',
  nutritionist: 'You are offline. Changes can’t be saved until you are back online.',
  admin: 'You are offline. Changes can’t be saved until you are back online.',
};

/**
 * Says so while the device has no connection (the dashboards keep working from the app's
 * cache and the data already loaded). A status region, so a screen reader announces it
 * when the connection drops; the text wraps, so it fits a 360 px screen.
 */
export function OfflineBanner({ role }: { role: Role }) {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 md:px-8">
          <WifiOff aria-hidden size={18} className="mt-0.5 shrink-0" />
          <span className="min-w-0 break-words">{OFFLINE_MESSAGES[role]}</span>
        </p>
      )}
    </div>
  );
}
