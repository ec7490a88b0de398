import { beforeAll, describe, expect, it } from 'vitest';
import { foodSearchSchema, type FoodSearchItem } from '@nourishwell/shared';
import { seedDemoFoods } from '#api/db/seed-foods.ts';
import { appWithRoles } from '../helpers/suite.ts';

/**
 * What a person means by each of 60 words she types to log a meal (issue 32): the dish
 * as served, by its name in the food list. Where several dishes are what she may mean
 * ("dal", "soup"), any of them; a word the data has no dish for lists the dish it should
 * have found, so the miss is counted and named. Written from what people eat, not from
 * what the search returns.
 */
const MEANT: [word: string, meant: (item: FoodSearchItem) => boolean][] = [];
const means = (word: string, ...names: (string | RegExp)[]) =>
  MEANT.push([
    word,
    (item) => names.some((n) => (typeof n === 'string' ? item.name === n : n.test(item.name))),
  ]);
const inGroup = (word: string, group: string) => MEANT.push([word, (item) => item.group === group]);

const COOKED_DALS = [
  'Mixed dal',
  'Toor dal',
  'Washed moong dal (Dhuli moong ki dal)',
  'Washed urad dal (Dhuli urad ki dal)',
  'Whole masoor (Masoor ki dal)',
  'Split bengal gram dal (Channa dal)',
  'Arhar with spinach (Arhar dal aur palak)',
];
const CHOLE = ['Chickpeas curry (Safed channa curry)', 'Kabuli channa curry', 'Chana masala'];
const CURD = 'Curd (dahi), toned milk';
const BUTTERMILK = ['Buttermilk', 'Lassi (salted)'];

means('tea', 'Hot tea (Garam Chai)');
means('chai', 'Hot tea (Garam Chai)');
means('coffee', 'Instant coffee', 'Steeped hot coffee');
means('milk', 'Milk, whole, Cow', 'Milk, whole, Buffalo');
means('dosa', 'Plain dosa', 'Masala dosa');
means('masala dosa', 'Masala dosa');
means('idli', 'Idli');
means('sambar', 'Sambar');
means('upma', 'Semolina upma (Suji/Rava upma)', 'Upma');
means('poha', 'Poha');
means('paratha', 'Plain parantha/paratha');
means('aloo paratha', 'Potato parantha/paratha (Aloo ka parantha/paratha)');
means('roti', 'Chapati/Roti', 'Roti');
means('chapati', 'Chapati/Roti', 'Roti');
means('rice', 'Boiled rice (Uble chawal)', 'Steamed rice');
means('jeera rice', 'Cumin pulao (Jeera/Zeera pulao)');
means('dal', ...COOKED_DALS);
means('dal tadka', ...COOKED_DALS);
means('rajma', 'Kidney bean curry (Rajmah curry)', 'Rajma curry');
means('chole', ...CHOLE);
means('rajma chawal', 'Rajma chawal');
means('khichdi', 'Plain khitchdi (Plain khichri/khichdi)', 'Moong dal khichdi');
means('curd', CURD);
means('dahi', CURD);
means('lassi', 'Sweet Lassi (Meethi lassi)', 'Lassi (salted)');
means('buttermilk', ...BUTTERMILK);
means('chaas', ...BUTTERMILK);
means('paneer', 'Paneer');
means('palak paneer', 'Spinach paneer (Palak paneer)', 'Palak paneer');
means('biryani', 'Vegetable biryani/biriyani', 'Mutton biryani/biriyani');
means('pulao', 'Plain pulao', 'Mixed vegetable pulao');
means('samosa', 'Potato samosa (Aloo ka samosa)', 'Vegetable samosa');
means('pakora', /pakora\/pakoda/);
means('dhokla', 'Dhokla', 'Khaman (dhokla)');
means('thepla', 'Methi thepla');
// The databank has no pongal; ven pongal is what a Tamil client means.
means('pongal', /pongal/i);
means('vada', 'Plain urad dal vada (Uzunne vada/Minapa garelu/Ulundu vadai/Medu vada)');
means('uttapam', 'Uttapam', 'Onion tomato uttapam');
means('appam', 'Appam');
means('puttu', 'Rice puttu (Ari puttu)');
means('pav bhaji', 'Pav bhaji');
// Nor a vada pav.
means('vada pav', /vada pav/i);
means('egg curry', 'Egg curry (Anda curry)');
means('omelette', 'Plain omelette/omlet', 'Egg, poultry, omlet');
means('banana', /^Banana, ripe/);
means('apple', /^Apple, (big|small|green)/);
means('mango', /^Mango, ripe/);
means('peanuts', 'Ground nut');
means('chana', ...CHOLE, 'Black channa curry/Bengal gram curry (Kale chane ki curry)');
means('sprouts', 'Sprouted moong dal chat', 'Sprouted moong salad');
means('oats', 'Oatmeal Porridge', 'Rolled oats', 'Masala oats');
means('cornflakes', 'Cornflakes with milk');
// Nor a slice of plain bread.
means('bread', /^(White|Brown|Whole wheat) bread/);
means('biscuit', 'Sweet plain biscuit');
means('gulab jamun', 'Gulab Jamun with khoya', 'Gulab jamun with milk powder');
means('kheer', 'Rice kheer (Chawal ki kheer)');
means('halwa', 'Semolina halwa (Suji ka halwa)', 'Carrot halwa (Gajar ka halwa)');
inGroup('soup', 'Soups');
inGroup('salad', 'Salads and raitas');
inGroup('sandwich', 'Sandwiches');

/** The words the data has no dish for, which the issue note names. */
const KNOWN_MISSES = ['pongal', 'vada pav', 'bread'];

describe('everyday words find the dish a person means first', () => {
  const { app, as, call } = appWithRoles();
  beforeAll(async () => {
    // The demo practice's foods and recipes, as `npm start` has them.
    await app.db.transaction((tx) => seedDemoFoods(tx, as.nutritionist.user.id));
  });

  const first = async (word: string) => {
    const response = await call(
      'GET',
      `/api/foods?q=${encodeURIComponent(word)}&limit=5`,
      as.client.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    return foodSearchSchema.parse(response.json()).items;
  };

  it('holds sixty words', () => {
    expect(new Set(MEANT.map(([word]) => word)).size).toBe(60);
  });

  it('finds the meant dish, as served, first for at least 55 of the 60 words', async () => {
    const misses: string[] = [];
    for (const [word, meant] of MEANT) {
      const items = await first(word);
      const top = items[0];
      if (!top || !meant(top) || top.state !== 'served')
        misses.push(`${word} → ${items.map((i) => i.name).join(' | ') || 'nothing'}`);
    }
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(5);
    // Only the words the data has no dish for may miss; a new miss is a ranking fault.
    for (const miss of misses)
      expect(KNOWN_MISSES, `a miss the data does not explain: ${miss}`).toContain(
        miss.split(' → ')[0],
      );
  });
});
