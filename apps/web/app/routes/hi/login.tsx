import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export { default } from '../login.tsx';

export const meta = () =>
  pageMeta({
    title: hindiT('auth.login.metaTitle'),
    description: hindiT('auth.login.metaDescription'),
    path: '/login',
    locale: 'hi',
  });
