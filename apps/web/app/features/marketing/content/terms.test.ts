import { describe, expect, it } from 'vitest';
import { termsHi } from './terms-hi.ts';
import { terms } from './terms.ts';

/** The amounts, ages and periods a text names: "₹2,499", "30", "18". */
const numbers = (text: string) => text.match(/\d[\d,]*/g) ?? [];

describe('the Hindi terms', () => {
  it('are the English clauses translated: the same clauses in order, anchors, amounts and periods', () => {
    expect(termsHi.map((clause) => clause.anchor)).toEqual(terms.map((clause) => clause.anchor));
    expect(termsHi.map((clause) => numbers(clause.text))).toEqual(
      terms.map((clause) => numbers(clause.text)),
    );
  });
});
