import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export { default } from '../home.tsx';

export const meta = () =>
  pageMeta({
    title: hindiT('public.home.metaTitle'),
    description: hindiT('public.home.metaDescription'),
    path: '/',
    locale: 'hi',
  });
