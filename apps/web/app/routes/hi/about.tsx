import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export { default } from '../about.tsx';

export const meta = () =>
  pageMeta({
    title: hindiT('public.about.metaTitle'),
    description: hindiT('public.about.intro').slice(0, 155),
    path: '/aboutus',
    locale: 'hi',
  });
