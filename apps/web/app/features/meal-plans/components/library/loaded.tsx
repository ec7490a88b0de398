import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';

/**
 * A read as the library's screens show it: a loading line, the failure with Retry, or
 * what it loaded.
 */
export function Loaded<T>({
  read,
  loading,
  failed,
  children,
}: {
  read: UseQueryResult<T>;
  /** "Loading recipes..." */
  loading: string;
  /** Its failure text: "Could not load the recipe library. Please try again later." */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (read.isPending) return <p role="status">{loading}</p>;
  if (read.isError) {
    return <QueryError message={failed} onRetry={() => void read.refetch()} />;
  }
  return <>{children(read.data)}</>;
}

/** A dialog about one loaded record, titled by its name once it is there. */
export function LoadedDialog<T extends { name: string }>({
  read,
  title,
  onClose,
  ...loaded
}: {
  read: UseQueryResult<T>;
  /** The title while it loads or when it failed. */
  title: string;
  loading: string;
  failed: string;
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <Modal open wide onOpenChange={(open) => !open && onClose()} title={read.data?.name ?? title}>
      <Loaded read={read} {...loaded} />
    </Modal>
  );
}
