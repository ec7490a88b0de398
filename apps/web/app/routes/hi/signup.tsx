import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export { default } from '../signup.tsx';

export const meta = () =>
  pageMeta({
    title: hindiT('enquiries.signupPage.metaTitle'),
    description: hindiT('enquiries.signupPage.metaDescription'),
    path: '/signup',
    locale: 'hi',
  });
