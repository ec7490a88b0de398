import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export { default } from '../forgot-password.tsx';

export const meta = () =>
  pageMeta({
    title: hindiT('auth.forgotPage.metaTitle'),
    description: hindiT('auth.forgotPage.metaDescription'),
    path: '/forgotpassword',
    locale: 'hi',
  });
