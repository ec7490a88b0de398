import { Zap } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** Atop every public page, the week's deal; the whole banner leads to the enquiry form. */
export function PromoBanner() {
  const t = useT();
  return (
    <Link
      to="/signup"
      className="block bg-amber-300 px-4 py-2 text-center text-sm font-medium text-stone-900 hover:bg-amber-200"
    >
      <Zap aria-hidden size={16} className="mr-1 inline align-[-3px]" />
      <strong>{t('public.banner.deal')}</strong> {t('public.banner.text')}{' '}
      <span className="underline underline-offset-2">{t('public.banner.claim')}</span>
    </Link>
  );
}
