import { useOutletContext, useParams } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { FillForm } from '#web/features/intake-forms/components/fill-form.tsx';

/** Issue 35: one form to fill in and sign (the link her email and text carry). */
export default function ClientFormPage() {
  const me = useOutletContext<MeResponse>();
  const { sendId } = useParams();
  return <FillForm sendId={Number(sendId)} accountName={me.name} />;
}
