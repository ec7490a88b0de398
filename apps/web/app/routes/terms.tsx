import { TermsPage } from '#web/features/marketing/components/terms-page.tsx';
import { terms } from '#web/features/marketing/content/terms.ts';
import { englishT } from '#web/lib/i18n/i18n.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('terms.metaTitle'),
    description: englishT('terms.metaDescription'),
    path: '/terms',
  });

/** /terms; /hi/terms gives the same page its Hindi clauses (routes/hi/terms.tsx). */
export default function Terms() {
  return <TermsPage clauses={terms} />;
}
