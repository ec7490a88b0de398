import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyNoticeHi, PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import { renderHindiPage } from '#web-test/hindi-page.tsx';
import { servedNotice } from '#web-test/fixtures/privacy-notice.ts';
import { answer, neverAnswer, startMockApi } from '#web-test/screen.tsx';
import HindiPrivacy, { meta } from './privacy.tsx';

startMockApi();

describe('the privacy notice in Hindi, /hi/privacy', () => {
  it('reads in Hindi, the same version, with the practice’s officer and days put in', async () => {
    answer('get', '/privacy/notice', servedNotice);
    renderHindiPage(HindiPrivacy, 'privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी नोटिस' })).toBeVisible();
    expect(
      screen.getByText(`नोटिस का संस्करण ${PRIVACY_NOTICE_VERSION}, आखिरी बदलाव 24 नव॰ 2026।`),
    ).toBeVisible();
    for (const title of ['हम क्या जानकारी लेते हैं', 'इसे कौन देखता है', 'शिकायत अधिकारी'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(await screen.findByText('Asha Menon')).toBeVisible();
    expect(screen.getByText(/अगर किसी खाते में 730 दिन तक कोई साइन इन नहीं करता/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'डेटा से जुड़ी शिकायत करें' })).toHaveAttribute(
      'href',
      '/hi/data-concern',
    );
  });

  it('says in Hindi that the officer’s details are on their way', () => {
    neverAnswer('get', '/privacy/notice');
    renderHindiPage(HindiPrivacy, 'privacy');
    expect(screen.getByText(privacyNoticeHi.contact.loading)).toBeVisible();
    expect(screen.getByText(privacyNoticeHi.retention.unset)).toBeVisible();
  });

  it('has a Hindi title and its own address for sharing', () => {
    expect(meta()).toEqual(
      expect.arrayContaining([
        { title: 'प्राइवेसी नोटिस | NourishWell' },
        { property: 'og:url', content: '/hi/privacy' },
      ]),
    );
  });
});
