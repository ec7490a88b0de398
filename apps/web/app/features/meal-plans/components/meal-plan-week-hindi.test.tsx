import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { hotTea } from '#web-test/fixtures/food-records.ts';
import { dal, planWeek, poha, pohaRecipe, roti } from '#web-test/fixtures/plan-week-records.ts';
import { FoodSearchBox } from './food-search-box.tsx';
import { MealPlanWeek } from './meal-plan-week.tsx';

startMockApi();

const plan = planWeek({
  Thursday: {
    breakfast: { items: [poha()] },
    lunch: {
      items: [
        { ...roti(2), hindiName: 'रोटी' },
        { ...dal(), hindiName: 'दाल' },
      ],
    },
  },
});

const showInHindi = () =>
  renderScreen(
    <I18nProvider locale="hi">
      <MealPlanWeek plan={plan} today="Thursday" clientName="Meera Iyer" />
    </I18nProvider>,
    { role: 'client' },
  );

describe('her meal plan in Hindi', () => {
  it('names the days, the meals and the measures in Hindi, with each food’s Hindi name before its English one', async () => {
    showInHindi();
    const today = await screen.findByRole('tab', { selected: true, name: 'गुरुवार (आज)' });
    expect(today).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    const lunch = within(panel).getByRole('region', { name: 'दोपहर का भोजन' });
    // A measure named like the food says it once; the English name follows for whoever helps her.
    expect(lunch).toHaveTextContent('2 रोटी (80 g) — roti');
    expect(lunch).toHaveTextContent('1 कटोरी दाल (150 g) — dal');
    expect(within(panel).getByRole('heading', { name: /^गुरुवार का कुल/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /सप्ताह प्रिंट करें/ })).toBeInTheDocument();
  });

  it('sends the shown day on WhatsApp in Hindi, as her plan reads on the screen', async () => {
    showInHindi();
    const link = await screen.findByRole('link', { name: /^गुरुवार .*WhatsApp/ });
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    const lines = text.split('\n');
    expect(lines[0]).toBe('गुरुवार की भोजन योजना');
    expect(lines).toContain('दोपहर का भोजन: 2 रोटी (80 g) — roti · 1 कटोरी दाल (150 g) — dal');
    expect(lines.at(-1)).toMatch(/^कुल: [\d,]+ kcal, [\d,]+ g प्रोटीन$/);
    expect(text).not.toMatch(/Meal plan|Lunch|Total/);
  });

  it('opens a recipe with its ingredients, method and figures per serving in Hindi', async () => {
    answer('get', '/recipes/31', pohaRecipe());
    showInHindi();
    fireEvent.click(await screen.findByRole('button', { name: '1 सर्विंग Vegetable poha (200 g)' }));
    const dialog = screen.getByRole('dialog', { name: 'Vegetable poha' });
    const ingredients = await within(dialog).findByRole('region', { name: 'सामग्री' });
    expect(ingredients).toHaveTextContent('1 कप Rice flakes (poha) (60 g)');
    expect(within(dialog).getByRole('region', { name: 'विधि' })).toBeInTheDocument();
    const perServing = within(dialog).getByRole('region', { name: '1 सर्विंग (200 g) में' });
    expect(perServing).toHaveTextContent(/ऊर्जा\s*140 kcal/);
  });
});

describe('the food search box in Hindi', () => {
  it('shows a dish by the name she uses, what it is, its group and its energy per measure in Hindi', async () => {
    answer('get', '/foods', { items: [hotTea({ hindiName: 'चाय' })], total: 1 });
    renderScreen(
      <I18nProvider locale="hi">
        <FoodSearchBox label="भोजन खोजें" onPick={() => undefined} />
      </I18nProvider>,
      { role: 'client' },
    );
    // Hindi's texts arrive a moment after the first render.
    const box = await screen.findByPlaceholderText('खोजें, जैसे पोहा, दाल, chawal');
    expect(box).toHaveAccessibleName('भोजन खोजें');
    fireEvent.change(box, { target: { value: 'chai' } });
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('चाय — Hot tea (Garam Chai)');
    expect(option).toHaveTextContent(/शाकाहारी\s*· पका\/परोसा हुआ\s*· INDB/);
    expect(option).toHaveTextContent('1 चाय का कप (210 g) में 34 kcal');
    // Its group too: the databank's "Drinks".
    expect(option).toHaveTextContent(/पेय\s*·/);
    expect(option).not.toHaveTextContent('Drinks');
  });

  it('says in Hindi when nothing matches, and how to search otherwise', async () => {
    answer('get', '/foods', { items: [], total: 0 });
    renderScreen(
      <I18nProvider locale="hi">
        <FoodSearchBox label="भोजन खोजें" vegOnly onPick={() => undefined} />
      </I18nProvider>,
      { role: 'client' },
    );
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'xyz' } });
    expect(
      await screen.findByText(
        '“xyz” से मिलता कोई शाकाहारी भोजन या रेसिपी नहीं मिला। कोई और वर्तनी या स्थानीय नाम आज़माएँ।',
      ),
    ).toBeInTheDocument();
  });
});
