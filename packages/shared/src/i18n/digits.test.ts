import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './compile.ts';
import { withDigits } from './digits.ts';
import { translator } from './translate.ts';
import { formatRupees } from '../format.ts';

const texts = compileCatalogue({
  'common.glasses': '{count, plural, one {# गिलास} other {# गिलास}}',
  'messages.sessionReminder.inMinutes': '{count} मिनट में',
  'messages.contactCode.message': 'कोड {code}, {minutes} मिनट',
} as never);

describe('Devanagari digits by her choice', () => {
  it('are a Unicode extension of a Hindi locale only, and only when chosen', () => {
    expect(withDigits('hi-IN', true)).toBe('hi-IN-u-nu-deva');
    expect(withDigits('hi-IN', false)).toBe('hi-IN');
    expect(withDigits('en-IN', true)).toBe('en-IN');
  });

  it('write a text’s numbers, plain or counted, in Devanagari and leave strings as they are', () => {
    const { t } = translator('hi', texts, texts, 'hi-IN-u-nu-deva');
    expect(t('common.glasses' as never, { count: 12 })).toBe('१२ गिलास');
    expect(t('messages.sessionReminder.inMinutes', { count: 30 })).toBe('३० मिनट में');
    // A code is a string: typed as it is sent, in 0–9.
    expect(t('messages.contactCode.message', { code: '123456', minutes: 10 })).toBe(
      'कोड 123456, १० मिनट',
    );
  });

  it('leave a text in 0–9 without the choice', () => {
    const { t } = translator('hi', texts, texts, 'hi-IN');
    expect(t('messages.sessionReminder.inMinutes', { count: 30 })).toBe('30 मिनट में');
    expect(translator('hi', texts, texts).t('common.glasses' as never, { count: 2 })).toBe(
      '2 गिलास',
    );
  });

  it('write rupees as ₹२,४९९ when chosen, ₹2,499 otherwise', () => {
    expect(formatRupees(2499, 'hi-IN-u-nu-deva')).toBe('₹२,४९९');
    expect(formatRupees(2499)).toBe('₹2,499');
  });
});
