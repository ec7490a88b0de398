import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { ConsentCard } from './consent/consent-card.tsx';
import { MyConcernsCard } from './grievances/my-concerns-card.tsx';
import { AccessLogCard } from './my-data/access-log-card.tsx';
import { ExportCard, ExportLinkCard } from './my-data/export-card.tsx';
import { NoticeCard } from './notice-card.tsx';

startMockApi();

const noon = '2026-11-20T06:30:00.000Z';

/** A card of her privacy page as she reads it in Hindi. */
const inHindi = (card: ReactNode) =>
  renderScreen(<I18nProvider locale="hi">{card}</I18nProvider>, { role: 'client' });

describe('her Privacy & Data page in Hindi', () => {
  it('points to the privacy notice, with the link where Hindi puts it in the sentence', async () => {
    inHindi(<NoticeCard />);
    const link = await screen.findByRole('link', { name: 'प्राइवेसी नोटिस' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link.parentElement).toHaveTextContent(
      /^प्राइवेसी नोटिस में बताया गया है कि NourishWell आपके बारे में क्या रखता है/,
    );
    expect(screen.queryByText(/says what NourishWell keeps/)).not.toBeInTheDocument();
  });

  it('says which notice she accepted and when, and names each row of her consent log in Hindi', async () => {
    answer('get', '/me/consents', {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      acceptedVersion: PRIVACY_NOTICE_VERSION,
      withdrawnAt: null,
      items: [
        { version: PRIVACY_NOTICE_VERSION, action: 'accept', method: 'sign-in', createdAt: noon },
        { version: '2025-01-01', action: 'withdraw', method: 'profile', createdAt: noon },
      ],
    });
    inHindi(<ConsentCard />);
    expect(
      await screen.findByText(
        `आपने 20 नव॰ 2026, ${new Date(noon).toLocaleTimeString('hi-IN', { hour: 'numeric', minute: '2-digit' })} को मौजूदा प्राइवेसी नोटिस (संस्करण ${PRIVACY_NOTICE_VERSION}) स्वीकार किया।`,
      ),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'सहमति का रिकॉर्ड' });
    expect(within(table).getByRole('columnheader', { name: 'नोटिस का संस्करण' })).toBeVisible();
    const [, accepted, withdrew] = within(table).getAllByRole('row');
    expect(accepted).toHaveTextContent(/20 नव॰ 2026.*स्वीकार की.*साइन इन के समय/);
    expect(withdrew).toHaveTextContent(/वापस ली.*प्रोफ़ाइल से/);
  });

  it('offers her data to download, and points to it from her profile in Hindi', async () => {
    inHindi(
      <>
        <ExportCard />
        <ExportLinkCard />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'डाउनलोड करें (JSON)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'डाउनलोड करें (पढ़ने और प्रिंट करने लायक)' })).toBeVisible();
    const link = screen.getByRole('link', { name: 'प्राइवेसी और डेटा' });
    expect(link.parentElement).toHaveTextContent(
      'हम आपके बारे में जो कुछ रखते हैं, उसकी कॉपी प्राइवेसी और डेटा पर पाएँ।',
    );
  });

  it('says who viewed or changed her records, their role and the record in Hindi, and pages the log', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      id: 30 - i,
      at: noon,
      who: i === 0 ? 'Asha Rao' : i === 1 ? 'A deleted account' : 'NourishWell',
      role: i === 0 ? 'nutritionist' : null,
      what: i === 0 ? 'Meal plan' : i === 1 ? 'Photos' : 'Some new record',
      action: i === 0 ? 'viewed' : 'changed',
    }));
    answer('get', '/me/access-log', rows, { headers: { 'X-Total-Count': '30' } });
    inHindi(<AccessLogCard />);
    const list = await screen.findByRole('list', { name: 'मेरे रिकॉर्ड किसने देखे' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Asha Rao \(न्यूट्रिशनिस्ट\) ने देखा: भोजन योजना20 नव॰ 2026/);
    expect(second).toHaveTextContent(/^एक मिटाए गए खाते ने बदला: फ़ोटो/);
    // A record the browser has no word for stays as the server wrote it.
    expect(third).toHaveTextContent(/^NourishWell ने बदला: some new record/);
    const pages = screen.getByRole('navigation', { name: 'पेज' });
    expect(pages).toHaveTextContent('30 में से 1–20');
    expect(within(pages).getByRole('button', { name: 'अगला' })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'पिछला' })).toBeDisabled();
  });

  it('lets her raise a data concern and shows each one’s status and dates in Hindi', async () => {
    answer('get', '/me/grievances', [
      {
        id: 1,
        reference: 'DC-ABCDEF',
        subject: 'Who saw my plan?',
        message: 'Please tell me.',
        status: 'resolved',
        createdAt: noon,
        dueAt: '2027-02-18T06:30:00.000Z',
        reply: 'Only your nutritionist.',
        resolvedAt: '2026-11-22T06:30:00.000Z',
      },
      {
        id: 2,
        reference: 'DC-GHIJKL',
        subject: 'My photos',
        message: 'Delete them.',
        status: 'inProgress',
        createdAt: noon,
        dueAt: '2027-02-18T06:30:00.000Z',
        reply: null,
        resolvedAt: null,
      },
    ]);
    inHindi(<MyConcernsCard />);
    const form = await screen.findByRole('form', { name: 'डेटा से जुड़ी शिकायत करें' });
    expect(within(form).getByLabelText('विषय')).toBeVisible();
    expect(within(form).getByLabelText('आपकी शिकायत')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'शिकायत भेजें' })).toBeVisible();
    const list = screen.getByRole('region', { name: 'डेटा से जुड़ी आपकी शिकायतें' });
    const [answered, open] = await within(list).findAllByRole('listitem');
    expect(answered).toHaveTextContent('हल हो गई');
    expect(answered).toHaveTextContent('DC-ABCDEF · दर्ज की: 20 नव॰ 2026 · जवाब दिया: 22 नव॰ 2026');
    expect(answered).toHaveTextContent('हमारा जवाब');
    expect(open).toHaveTextContent('काम चल रहा है');
    expect(open).toHaveTextContent(
      'DC-GHIJKL · दर्ज की: 20 नव॰ 2026 · जवाब की आखिरी तारीख: 18 फ़र॰ 2027',
    );
  });
});
