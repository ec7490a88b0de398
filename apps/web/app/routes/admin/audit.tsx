import { AuditPanel } from '#web/features/privacy/my-data/audit-panel.tsx';

/** Issue 18: the append-only audit log, for the admin to answer who saw or changed what. */
export default function AdminAudit() {
  return <AuditPanel />;
}
