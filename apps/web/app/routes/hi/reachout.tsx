import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export { default } from '../reachout.tsx';

export const meta = () =>
  pageMeta({
    title: hindiT('enquiries.reachOutPage.metaTitle'),
    description: hindiT('enquiries.reachOutPage.metaDescription'),
    path: '/reachout',
    locale: 'hi',
  });
