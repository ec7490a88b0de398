// A practice's own food list on top of IFCT and INDB, so the food search figure is over
// the whole catalogue (issue 32): 200 foods from labels and 60 recipes of three IFCT foods.
type Query = (text: string, values?: unknown[]) => Promise<unknown>;

const GRAINS = ['Ragi', 'Millet', 'Oats', 'Multigrain', 'Protein', 'Soya', 'Jowar', 'Bajra'];
const KINDS = ['biscuits', 'flakes', 'bar', 'chips', 'noodles', 'bread', 'atta', 'muesli'];
const DISHES = ['Sprouts chaat', 'Millet khichdi', 'Oats idli', 'Ragi dosa', 'Paneer bhurji'];

export const PRACTICE_FOODS = 200;
export const PRACTICE_RECIPES = 60;

export async function generatePracticeLibrary(q: Query, nutritionistId: number): Promise<void> {
  const names = Array.from({ length: PRACTICE_FOODS }, (_, i) => {
    const grain = GRAINS[i % GRAINS.length];
    const kind = KINDS[Math.floor(i / GRAINS.length) % KINDS.length];
    return `${grain} ${kind} (label ${Math.floor(i / 64) + 1})`;
  });
  await q(
    `insert into foods (name, source, state, food_group, diet, kcal, protein, carbs, fat,
                        fibre, iron, calcium, vitamin_c, folate, created_by)
     select n, 'practice', 'served', 'Packaged Foods', 'veg', 350 + (o % 100), 8 + o % 10,
            60, 10, 5, 2, 40, 0, 20, $2
     from unnest($1::text[]) with ordinality as t(n, o)`,
    [names, nutritionistId],
  );
  await q(
    `insert into recipes (name, servings, serving_unit, cooked_grams, created_by)
     select ($1::text[])[1 + (g % $2::int)] || ' ' || g, 4, 'katori', 600, $3
     from generate_series(1, $4::int) g`,
    [DISHES, DISHES.length, nutritionistId, PRACTICE_RECIPES],
  );
  await q(
    `with f as (select id, (row_number() over (order by id) - 1)::int as rn
                from foods where source = 'ifct')
     insert into recipe_ingredients (recipe_id, position, food_id, quantity, unit)
     select r.id, p, f.id, 50 + p * 20, 'g'
     from recipes r cross join generate_series(0, 2) p
     join f on f.rn = (r.id * 7 + p * 31) % (select count(*) from f)`,
  );
}
