import { describe, expect, it } from 'vitest';
import { phoneticKey, phoneticKeys, toLatin } from '#api/modules/foods/phonetic.ts';

describe('the sound key of a food name', () => {
  it.each([
    ['Chawal', 'caval'],
    ['chaawal', 'caval'],
    ['Bajra', 'bajr'],
    ['Moong', 'mung'],
    ['keerai', 'kirai'],
    ['Thayir', 'tayir'],
    ['Bhindi', 'bindi'],
    ['Shakarkand', 'sakarkand'],
    ['Razma', 'rajm'],
    ['Akki', 'aki'],
    ['dal', 'dal'],
    ['Cāval', 'caval'],
    ['dahi', 'dai'],
    ['dhai', 'dai'],
    ['phulka', 'pulk'],
    ['fulka', 'pulk'],
    ['chapathi', 'capati'],
    ['chappati', 'capati'],
  ])('reads %s as %s', (word, key) => {
    expect(phoneticKey(word)).toBe(key);
  });

  it('keeps a short word’s final a (dal, ata) and drops punctuation', () => {
    expect(phoneticKey('Ata')).toBe('ata');
    expect(phoneticKeys('Wheat flour, atta')).toEqual(['vheat', 'plour', 'ata']);
  });
});

describe('an Indian-script query in Latin letters', () => {
  it.each([
    ['चावल', 'cāval'], // Devanagari: the final inherent a is not said
    ['बाजरा', 'bājrā'], // … nor the one between syllables
    ['अरहर दाल', 'arhar dāl'],
    ['मूंग', 'mūng'], // anusvara before g is n
    ['আটা', 'āṭā'], // Bengali
    ['ચોખા', 'cokhā'], // Gujarati
    ['ਚੌਲ', 'caul'], // Gurmukhi
    ['அரிசி', 'arisi'], // Tamil: ச is s
    ['கம்பு', 'kambu'], // … a stop after a nasal is voiced
    ['கேழ்வரகு', 'keḻvaragu'], // … and k between vowels is g
    ['బియ్యం', 'biyyam'], // Telugu: a final anusvara is m
    ['ರಾಗಿ', 'rāgi'], // Kannada
    ['അരി', 'ari'], // Malayalam
  ])('writes %s as %s', (text, latin) => {
    expect(toLatin(text)).toBe(latin);
  });

  it('gives a script’s word and IFCT’s romanised name the same key', () => {
    const pairs: [string, string][] = [
      ['चावल', 'Chawal'],
      ['बाजरा', 'Bajra'],
      ['पालक', 'Palak'],
      ['ଚାଉଳ', 'Chaula'],
      ['அரிசி', 'Arisi'],
      ['பசலை கீரை', 'Pasalai keerai'],
      ['బియ్యం', 'Biyyam'],
      ['ಅಕ್ಕಿ', 'Akki'],
    ];
    for (const [script, romanised] of pairs)
      expect(phoneticKeys(script), script).toEqual(phoneticKeys(romanised));
  });

  it('leaves Latin text as it is', () => {
    expect(toLatin('Toor dal')).toBe('Toor dal');
  });
});
