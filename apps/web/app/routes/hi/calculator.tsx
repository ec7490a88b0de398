import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export { default } from '../calculator.tsx';

export const meta = () =>
  pageMeta({
    title: hindiT('public.calculator.metaTitle'),
    description: hindiT('public.calculator.metaDescription'),
    path: '/calculator',
    locale: 'hi',
  });
