import type { CaseloadClient } from '@nourishwell/shared';

/** A dialog about one of her clients. */
export interface ClientDialogProps {
  me: number;
  client: CaseloadClient;
  onClose: () => void;
}

/** A dialog about her whole caseload. */
export interface CaseloadDialogProps {
  me: number;
  clients: CaseloadClient[];
  onClose: () => void;
}
