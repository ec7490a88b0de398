import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PackageStanding } from '@nourishwell/shared';

/**
 * Whether booking on her standing deserves a warning: no package running with a session
 * left. Without any package only when the practice refuses such a booking (a practice
 * that sells no packages should not see a warning for every client).
 */
export function standingWarns(standing: PackageStanding): boolean {
  if (standing.standing === 'none') return standing.blockBeyondSessions;
  return standing.standing !== 'active' || standing.sessionsLeft === 0;
}

/** The box a booking screen's package warning is said in, staff's and hers. */
export function StandingWarningBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden size={18} className="mt-0.5 shrink-0" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}
