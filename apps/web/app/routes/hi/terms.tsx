import { TermsPage } from '#web/features/marketing/components/terms-page.tsx';
import { termsHi } from '#web/features/marketing/content/terms-hi.ts';
import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: hindiT('terms.metaTitle'),
    description: hindiT('terms.metaDescription'),
    path: '/terms',
    locale: 'hi',
  });

export default function HindiTerms() {
  return <TermsPage clauses={termsHi} />;
}
