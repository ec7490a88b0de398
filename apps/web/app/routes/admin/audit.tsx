import { AuditPanel } from '#web/features/privacy/my-data/audit-panel.tsx';

export const meta = () => [{ title: 'Audit Log | NourishWell' }];

/** Issue 18: the append-only audit log, for the admin to answer who saw or changed what. */
export default function AdminAudit() {
  return <AuditPanel />;
}
