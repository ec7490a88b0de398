import { describe, expect, it } from 'vitest';
import englishDashboard from '@nourishwell/shared/i18n/catalogues/en.json?compiled&part=dashboard';
import hindiDashboard from '@nourishwell/shared/i18n/catalogues/hi.json?compiled&part=dashboard';
import { translator } from '@nourishwell/shared';
import { shownContent } from './whatsapp-content.ts';

const translatorFor = (locale: 'en' | 'hi') =>
  translator(locale, locale === 'hi' ? hindiDashboard : englishDashboard, englishDashboard).t;

describe('what the chat shows for a WhatsApp message that is not text', () => {
  it('says a photo came on WhatsApp, with its caption, in English and Hindi', () => {
    const en = translatorFor('en');
    const hi = translatorFor('hi');
    const photo = { content: '[image] Lunch today', channel: 'whatsapp' as const };
    expect(shownContent(en, photo)).toBe('On WhatsApp: a photo — “Lunch today”');
    expect(shownContent(hi, photo)).toBe('व्हाट्सऐप पर: फ़ोटो — “Lunch today”');
    expect(shownContent(en, { content: '[voice]', channel: 'whatsapp' })).toBe(
      'On WhatsApp: a voice note — open WhatsApp to see it',
    );
  });

  it('names a kind it does not know as a message the app cannot show', () => {
    const en = translatorFor('en');
    expect(shownContent(en, { content: '[interactive]', channel: 'whatsapp' })).toBe(
      'On WhatsApp: a message the app cannot show — open WhatsApp to see it',
    );
  });

  it('shows text typed in the app as typed, brackets and all', () => {
    const en = translatorFor('en');
    expect(shownContent(en, { content: '[image] of my plate', channel: 'app' })).toBe(
      '[image] of my plate',
    );
    expect(shownContent(en, { content: 'Dal and rice', channel: 'whatsapp' })).toBe('Dal and rice');
    // A list's preview does not say the channel: only a known kind is read.
    expect(shownContent(en, { content: '[draft] notes' })).toBe('[draft] notes');
    expect(shownContent(en, { content: '[image]' })).toBe(
      'On WhatsApp: a photo — open WhatsApp to see it',
    );
  });
});
