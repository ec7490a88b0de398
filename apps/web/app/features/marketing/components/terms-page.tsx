import { PageIntro } from '#web/components/ui/page-intro.tsx';
import type { TermsClause } from '#web/features/marketing/content/terms.ts';
import { termsUpdatedOn } from '#web/features/marketing/content/terms.ts';
import { formatDayIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';

/**
 * /terms and /hi/terms: the clauses come as a prop (terms.ts, terms-hi.ts), so each page's
 * module carries its own language's clauses only; the page's own words are the catalogue's.
 */
export function TermsPage({ clauses }: { clauses: readonly TermsClause[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <PageIntro title={t('terms.title')}>
        {t('terms.updated', { date: formatDayIn(locale, termsUpdatedOn) })}
      </PageIntro>
      <ol className="mx-auto max-w-3xl space-y-8 px-4 pb-16">
        {clauses.map((clause, index) => (
          <li key={clause.title} id={clause.anchor} className="scroll-mt-24">
            <h2 className="text-xl font-semibold text-stone-900">
              {index + 1}. {clause.title}
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-stone-800">{clause.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
