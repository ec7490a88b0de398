import { Video } from 'lucide-react';
import { siteConfig } from '../../../lib/site-config.ts';

/** §2.17 'Schedule G-Meet': the practice's meeting link (from config), in a new tab. */
export function ScheduleMeetLink() {
  return (
    <a
      href={siteConfig.meetingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-amber-400 px-4 text-sm font-semibold text-stone-900 hover:bg-amber-300"
    >
      <Video aria-hidden size={18} />
      Schedule G-Meet
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
