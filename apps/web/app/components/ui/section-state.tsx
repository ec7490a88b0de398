import { nutritionistMessages } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { QueryError } from './query-error.tsx';

/** Loading and failure of one section, so one failed read never blanks the whole page. */
export function SectionState({
  read,
  what,
}: {
  read: { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  what: string;
}) {
  const t = useT();
  if (read.isLoading) return <p role="status">{t('staffCommon.loadingWhat', { what })}</p>;
  if (read.isError)
    return (
      <QueryError
        message={nutritionistMessages.sectionFailed(what)}
        onRetry={() => void read.refetch()}
        error={read.error}
      />
    );
  return null;
}
