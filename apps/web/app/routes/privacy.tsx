import { privacyNotice } from '@nourishwell/shared';
import { PrivacyNoticePage } from '#web/features/privacy/consent/privacy-notice-page.tsx';
import { englishT } from '#web/lib/i18n/i18n.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('privacyNotice.metaTitle'),
    description: englishT('privacyNotice.metaDescription'),
    path: '/privacy',
  });

/** /privacy; /hi/privacy gives the same page the notice in Hindi (routes/hi/privacy.tsx). */
export default function Privacy() {
  return <PrivacyNoticePage notice={privacyNotice} />;
}
