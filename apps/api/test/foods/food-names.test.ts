import { describe, expect, it } from 'vitest';
import { namesOf } from '#api/modules/foods/food-names.ts';

describe('the whole names a food goes by', () => {
  it.each([
    ['Chapati/Roti', ['Chapati', 'Roti']],
    ['Plain parantha/paratha', ['Plain parantha', 'Plain paratha']],
    [
      'Curd rice (Dahi bhaat/Dahi chawal/ Perugu annam)',
      ['Curd rice', 'Dahi bhaat', 'Dahi chawal', 'Perugu annam'],
    ],
    [
      'Potato parantha/paratha (Aloo ka parantha/paratha)',
      ['Potato parantha', 'Potato paratha', 'Aloo ka parantha', 'Aloo ka paratha'],
    ],
    ['Semolina upma (Suji/Rava upma)', ['Semolina upma', 'Suji upma', 'Rava upma']],
    [
      'Sago cutlet/vadas (Sabudana cutlet/vadas)',
      ['Sago cutlet', 'Sago vadas', 'Sabudana cutlet', 'Sabudana vadas'],
    ],
    [
      'Lemon rice (Pulihora, Elumichai sadam, Chitranna)',
      ['Lemon rice', 'Pulihora', 'Elumichai sadam', 'Chitranna'],
    ],
    [
      'Fried fish (Indian style) (Tali hui machli)',
      ['Fried fish', 'Indian style', 'Tali hui machli'],
    ],
    ['Rice, raw, milled', ['Rice, raw, milled']],
  ])('reads %s as %j', (name, names) => {
    expect(namesOf(name)).toEqual(names);
  });
});
