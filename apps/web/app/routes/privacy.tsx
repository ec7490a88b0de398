import { PrivacyNoticePage } from '#web/features/privacy/consent/privacy-notice-page.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Privacy notice | NourishWell',
    description:
      'What NourishWell keeps about you, why, who sees it, how long it is kept, your rights under India’s data protection law and how to use them.',
    path: '/privacy',
  });

export default function Privacy() {
  return <PrivacyNoticePage />;
}
