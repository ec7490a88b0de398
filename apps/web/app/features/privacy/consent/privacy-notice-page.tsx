import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  retentionIn,
  PRIVACY_NOTICE_UPDATED_ON,
  PRIVACY_NOTICE_VERSION,
  type PrivacyNoticeText,
} from '@nourishwell/shared';
import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { formatDayIn } from '#web/lib/format.ts';
import { useLocale } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';
import { Island } from '#web/islands/island.tsx';
import { usePrivacyNotice } from './consent-api.ts';

const link = 'font-medium text-emerald-800 underline underline-offset-4';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The grievance officer comes from the server's configuration, so it is read in the
 * browser: on the static page this is an island of its own (decision 022), given its texts
 * in the page's language.
 */
export function NoticeContact({
  contact,
}: {
  contact: Pick<PrivacyNoticeText['contact'], 'loading' | 'failed'>;
}) {
  const state = usePrivacyNotice();
  if (state.status === 'loading') return <p className="text-stone-700">{contact.loading}</p>;
  if (state.status === 'failed') return <p className="text-stone-700">{contact.failed}</p>;
  const { contactName, contactEmail } = state.notice;
  return (
    <address className="text-stone-800 not-italic">
      <span className="block font-medium">{contactName}</span>
      <a className={link} href={`mailto:${contactEmail}`}>
        {contactEmail}
      </a>
    </address>
  );
}

/** How long an inactive account is kept: the server's configured period, in the page's language. */
export function RetentionPeriod({ retention }: { retention: PrivacyNoticeText['retention'] }) {
  const state = usePrivacyNotice();
  return (
    <p>
      {retentionIn(retention, state.status === 'ready' ? state.notice.retentionInactiveDays : null)}
    </p>
  );
}

/**
 * Issue 18: the privacy notice in plain language (section 5 of the DPDP Act 2023). Its words
 * are the shared texts of the page's language (`privacyNotice`, `privacyNoticeHi`), given by
 * the route so each page carries its own; the grievance officer and the retention period
 * come from the server.
 */
export function PrivacyNoticePage({ notice }: { notice: PrivacyNoticeText }) {
  const locale = useLocale();
  const { rights, contact } = notice;
  return (
    <>
      <PageIntro title={notice.title}>
        {notice.version(PRIVACY_NOTICE_VERSION, formatDayIn(locale, PRIVACY_NOTICE_UPDATED_ON))}
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-16 leading-relaxed text-stone-800">
        <p>{notice.intro}</p>
        {notice.sections.map((section) => (
          <Section key={section.id} id={section.id} title={section.title}>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.items && (
              <ul className="list-disc space-y-1 pl-5">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.id === 'how-long' && (
              <Island
                name="notice-retention"
                load="idle"
                component={RetentionPeriod}
                props={{ retention: notice.retention }}
              />
            )}
          </Section>
        ))}
        <Section id={rights.id} title={rights.title}>
          <p>{rights.intro}</p>
          <dl className="space-y-3">
            {rights.items.map((item) => (
              <div key={item.title}>
                <dt className="font-semibold text-stone-900">{item.title}</dt>
                <dd>{item.text}</dd>
              </div>
            ))}
          </dl>
          <ul className="space-y-2">
            <li>
              <Link to="/dashboard/client/privacy" className={link}>
                {rights.dashboardLink}
              </Link>
            </li>
            <li>
              <Link to={linkIn(locale, '/data-concern')} className={link}>
                {rights.concernLink}
              </Link>
            </li>
          </ul>
        </Section>
        <Section id="contact" title={contact.title}>
          <p>{contact.intro}</p>
          <Island
            name="notice-contact"
            load="idle"
            component={NoticeContact}
            props={{ contact: { loading: contact.loading, failed: contact.failed } }}
          />
        </Section>
      </div>
    </>
  );
}
