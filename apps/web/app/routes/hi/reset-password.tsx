import { hindiT } from '#web/lib/i18n/hindi.ts';

export { default } from '../reset-password.tsx';

export const meta = () => [
  { title: hindiT('auth.reset.metaTitle') },
  // The page is only for whoever holds the emailed link.
  { name: 'robots', content: 'noindex' },
];
