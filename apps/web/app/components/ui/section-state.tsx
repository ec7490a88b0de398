import { nutritionistMessages } from '@nourishwell/shared';
import { QueryError } from './query-error.tsx';

/** Loading and failure of one section, so one failed read never blanks the whole page. */
export function SectionState({
  read,
  what,
}: {
  read: { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  what: string;
}) {
  if (read.isLoading) return <p role="status">Loading {what}…</p>;
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
