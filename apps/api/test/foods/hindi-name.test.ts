import { beforeAll, describe, expect, it } from 'vitest';
import { foodSearchSchema } from '@nourishwell/shared';
import { seedDemoFoods } from '#api/db/seed-foods.ts';
import { hindiNameOf } from '#api/modules/foods/hindi-name.ts';
import { appWithRoles } from '../helpers/suite.ts';

const food = (name: string, more: Partial<Parameters<typeof hindiNameOf>[0]> = {}) => ({
  name,
  localNames: [],
  commonNames: [],
  practiceNames: [],
  ...more,
});

describe('the name a Hindi-speaking client knows a food by', () => {
  it('is the practice’s own Devanagari name before ours', () => {
    expect(
      hindiNameOf(food('Chapati/Roti', { commonNames: ['roti', 'रोटी'], practiceNames: ['फुलका'] })),
    ).toBe('फुलका');
  });

  it('is our Devanagari name when the practice has none', () => {
    expect(hindiNameOf(food('Hot tea (Garam Chai)', { commonNames: ['chai', 'चाय'] }))).toBe('चाय');
  });

  it('is the tables’ Hindi name when nobody wrote one in Devanagari', () => {
    const bajra = food('Bajra', { localNames: [{ language: 'Hindi', name: 'Bajra' }] });
    const millet = food('Pearl millet', {
      localNames: [
        { language: 'Tamil', name: 'Kambu' },
        { language: 'Hindi', name: 'Bajra' },
      ],
    });
    expect(hindiNameOf(millet)).toBe('Bajra');
    // Already the English name: nothing to put beside it.
    expect(hindiNameOf(bajra)).toBeUndefined();
  });

  it('is nothing when the name already carries its local name or there is none', () => {
    expect(
      hindiNameOf(
        food('Boiled rice (Uble chawal)', {
          localNames: [{ language: 'Hindi', name: 'uble chawal' }],
        }),
      ),
    ).toBeUndefined();
    expect(hindiNameOf(food('Espresso coffee'))).toBeUndefined();
  });
});

describe('search answers a food’s Hindi name beside its English one', () => {
  const { app, as, call } = appWithRoles();
  beforeAll(async () => {
    await app.db.transaction((tx) => seedDemoFoods(tx, as.nutritionist.user.id));
  });

  const search = async (q: string) => {
    const response = await call('GET', `/api/foods?q=${encodeURIComponent(q)}`, as.client.headers);
    expect(response.statusCode, response.body).toBe(200);
    return foodSearchSchema.parse(response.json()).items;
  };

  it('gives chai as चाय and a dish without one no Hindi name', async () => {
    const [chai] = await search('chai');
    expect(chai).toMatchObject({ name: 'Hot tea (Garam Chai)', hindiName: 'चाय' });
    const espresso = (await search('espresso')).find((item) => item.name === 'Espreso coffee');
    expect(espresso).toBeDefined();
    expect(espresso?.hindiName).toBeUndefined();
  });
});
