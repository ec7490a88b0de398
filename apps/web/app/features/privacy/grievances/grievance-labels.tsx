import { type GrievanceStatus, type MessageKey } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** A concern's status: its name in the catalogue (she reads it on her privacy page) and tone. */
export const statusBadges: Record<
  GrievanceStatus,
  { key: MessageKey; tone: 'grey' | 'blue' | 'green' }
> = {
  open: { key: 'privacy.concerns.open', tone: 'grey' },
  inProgress: { key: 'privacy.concerns.inProgress', tone: 'blue' },
  resolved: { key: 'privacy.concerns.resolved', tone: 'green' },
};

export function StatusBadge({ status }: { status: GrievanceStatus }) {
  const t = useT();
  return <Badge tone={statusBadges[status].tone}>{t(statusBadges[status].key)}</Badge>;
}
