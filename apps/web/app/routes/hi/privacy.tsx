import { privacyNoticeHi } from '@nourishwell/shared';
import { PrivacyNoticePage } from '#web/features/privacy/consent/privacy-notice-page.tsx';
import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: hindiT('privacyNotice.metaTitle'),
    description: hindiT('privacyNotice.metaDescription'),
    path: '/privacy',
    locale: 'hi',
  });

export default function HindiPrivacy() {
  return <PrivacyNoticePage notice={privacyNoticeHi} />;
}
