import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from './privacy-constants.ts';
import { privacyNoticeHi } from './privacy-notice-hi.ts';
import {
  privacyNotice,
  retentionIn,
  retentionText,
  type PrivacyNoticeText,
} from './privacy-notice.ts';

/** The numbers a text names (hours, days, years), in order. */
const numbers = (text: string) => text.match(/\d+/g) ?? [];

/** The notice's shape: its sections, their parts and the numbers each part names. */
const shapeOf = (notice: PrivacyNoticeText) => ({
  intro: numbers(notice.intro),
  sections: notice.sections.map((section) => ({
    id: section.id,
    paragraphs: section.paragraphs.map(numbers),
    items: section.items?.map(numbers),
  })),
  retention: [numbers(notice.retention.unset), numbers(notice.retention.configured)],
  rights: { id: notice.rights.id, items: notice.rights.items.map((item) => numbers(item.text)) },
});

describe('the privacy notice in each language', () => {
  it('says the version in force: a new English notice fails here until it is translated anew', () => {
    expect(privacyNotice.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(privacyNoticeHi.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('has the same sections, paragraphs, items, rights and numbers in Hindi as in English', () => {
    expect(shapeOf(privacyNoticeHi)).toEqual(shapeOf(privacyNotice));
  });

  it('puts the practice’s number of days into the retention sentence, or says the practice sets it', () => {
    expect(retentionText(730)).toBe(
      'If nobody signs in to an account for 730 days, we erase it. We email you 48 hours before, so you can sign in to keep it.',
    );
    expect(retentionText(null)).toMatch(/^If nobody signs in to an account for a long time/);
    expect(retentionIn(privacyNoticeHi.retention, 730)).toMatch(/^अगर किसी खाते में 730 दिन तक/);
  });
});
