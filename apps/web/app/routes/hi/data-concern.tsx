import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export { default } from '../data-concern.tsx';

export const meta = () =>
  pageMeta({
    title: hindiT('dataConcern.metaTitle'),
    description: hindiT('dataConcern.metaDescription'),
    path: '/data-concern',
    locale: 'hi',
  });
