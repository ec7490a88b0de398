import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { terms, termsUpdatedOn } from '#web/features/marketing/content/terms.ts';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Terms and conditions | NourishWell',
    description:
      'The terms of NourishWell’s nutrition coaching service: plans, payment, refunds, privacy of your health data and more.',
    path: '/terms',
  });

/** Anchors the footer links to (Privacy Policy, Refund Policy). */
function anchorFor(title: string): string | undefined {
  if (/privacy/i.test(title)) return 'privacy';
  if (/refund/i.test(title)) return 'refunds';
  return undefined;
}

const updated = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function Terms() {
  return (
    <>
      <PageIntro title="Terms and conditions">
        Last updated {updated.format(new Date(termsUpdatedOn))}.
      </PageIntro>
      <ol className="mx-auto max-w-3xl space-y-8 px-4 pb-16">
        {terms.map((clause, index) => (
          <li key={clause.title} id={anchorFor(clause.title)} className="scroll-mt-24">
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
