import { EnquiriesPanel } from '#web/features/enquiries/admin/enquiries-panel.tsx';

/** Issue 36: enquiries from the sign-up form and from unknown WhatsApp numbers. */
export default function AdminEnquiries() {
  return <EnquiriesPanel />;
}
