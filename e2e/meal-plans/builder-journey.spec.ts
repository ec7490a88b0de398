import { expect, test, type Page } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInAs } from '../support/session.ts';
import { uniqueTag } from '../support/unique.ts';

/** The day's energy as the builder's day tab says it ("Monday: 1,234 kcal"). */
async function dayKcal(page: Page, day: string) {
  const title = await page
    .getByRole('tab', { name: new RegExp(`^${day.slice(0, 3)}`) })
    .getAttribute('title');
  const match = /: ([\d,]+) kcal/.exec(title ?? '');
  if (!match?.[1]) throw new Error(`no energy in the ${day} tab's title: ${title}`);
  return Number(match[1].replaceAll(',', ''));
}

async function addFood(page: Page, day: string, meal: string, search: string, option: RegExp) {
  const card = page.getByRole('region', { name: `${day} ${meal}` });
  const box = card.getByRole('combobox', { name: `Add to ${meal.toLowerCase()}` });
  await box.fill(search);
  await card.getByRole('option', { name: option }).first().click();
  await expect(box).toHaveValue('');
  return card;
}

async function openBuilder(page: Page, client: string) {
  await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
  await page.getByRole('link', { name: `Add meal plan for ${client}` }).click();
  await expect(page.getByRole('heading', { name: `${client}’s week` })).toBeVisible();
}

test('Asha builds Meera’s Monday from search, copies it to Tuesday, saves it as a template and applies it to Priya; Meera sees it with totals', async ({
  page,
}) => {
  // A name of its own per attempt: a retry must not meet the first attempt's template (409).
  const template = `PCOS vegetarian week (journey ${uniqueTag()})`;
  await signInAs(page, 'nutritionist');
  await openBuilder(page, 'Meera Iyer');
  await page.getByRole('tab', { name: /^Mon/ }).click();

  const before = await dayKcal(page, 'Monday');
  const breakfast = await addFood(page, 'Monday', 'Breakfast', 'poha', /^Poha/);
  // Poha is a recipe measured in katori: it arrives as one katori.
  await expect(breakfast.getByRole('list', { name: 'Breakfast items' })).toContainText('Poha');
  const withPoha = await dayKcal(page, 'Monday');
  expect(withPoha).toBeGreaterThan(before);
  await addFood(page, 'Monday', 'Breakfast', 'curd', /Curd \(dahi\)/);
  const monday = await dayKcal(page, 'Monday');
  expect(monday).toBeGreaterThan(withPoha);
  await expect(page.getByRole('list', { name: /Monday (against targets|totals)/ })).toContainText(
    monday.toLocaleString('en-IN'),
  );

  await page.getByRole('button', { name: 'Copy day to…' }).click();
  const copy = page.getByRole('dialog');
  await copy.getByLabel('Tuesday').check();
  await copy.getByRole('button', { name: 'Replace' }).click();
  expect(await dayKcal(page, 'Tuesday')).toBe(monday);

  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Meal plan saved').last()).toBeVisible();
  // The builder's own status, not a toast an earlier save may have left up.
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save week as template' }).click();
  const save = page.getByRole('dialog', { name: 'Save week as template' });
  await save.getByLabel('Template name').fill(template);
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved').last()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'meal-plan-builder-meera');

  await page.setViewportSize({ width: 1280, height: 800 });
  await openBuilder(page, 'Priya Nair');
  const saved = page.locator('option', { hasText: template });
  await page.getByLabel('Your templates').selectOption((await saved.getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Apply template' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Replace the week' }).click();
  await page.getByRole('tab', { name: /^Tue/ }).click();
  expect(await dayKcal(page, 'Tuesday')).toBe(monday);
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Meal plan saved').last()).toBeVisible();
  // The builder's own status, not a toast an earlier save may have left up.
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.reload();
  expect(await dayKcal(page, 'Monday')).toBe(monday);

  await page.getByRole('button', { name: 'Logout' }).click();
  await signInAs(page, 'client');
  const plan = page.getByRole('region', { name: 'Weekly Meal Plan' });
  await plan.getByRole('tab', { name: /Monday/ }).click();
  await expect(plan.getByText('Poha', { exact: false }).first()).toBeVisible();
  await expect(plan.getByRole('list', { name: /Monday against targets/ })).toContainText(
    `${monday.toLocaleString('en-IN')} / `,
  );
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'meal-plan-client-week');
});

test('the day tabs stay in view under the builder’s header while a day scrolls, and the food search’s placeholder shows whole, at 360 and 1280 px', async ({
  page,
}) => {
  await signInAs(page, 'nutritionist');
  await openBuilder(page, 'Meera Iyer');
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByRole('tab', { name: /^Mon/ }).click();
    // Down to Monday's dinner: the tabs' own place has long scrolled out of view. At once:
    // the page scrolls smoothly, and a tab measured mid-scroll is somewhere else by the click.
    await page
      .getByRole('region', { name: 'Monday Dinner' })
      .evaluate((meal) => meal.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const tuesday = page.getByRole('tab', { name: /^Tue/ });
    const where = await tuesday.evaluate((tab) => {
      const r = tab.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { x, y, onTop: hit !== null && tab.contains(hit), scrolled: window.scrollY };
    });
    expect(where.scrolled, `${width} px: the page scrolled`).toBeGreaterThan(300);
    expect(where.onTop, `${width} px: Tue is covered or out of view`).toBe(true);
    // A click where she sees it (no scrolling first) opens Tuesday.
    await page.mouse.click(where.x, where.y);
    await expect(tuesday).toHaveAttribute('aria-selected', 'true');

    const search = page
      .getByRole('region', { name: 'Tuesday Lunch' })
      .getByRole('combobox', { name: 'Add to lunch' });
    const fits = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const pen = document.createElement('canvas').getContext('2d')!;
      pen.font = style.font;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return pen.measureText(input.placeholder).width <= room;
    });
    expect(fits, `${width} px: the search's placeholder is cut off`).toBe(true);
  }
  await screenshots(page, 'meal-plan-builder-scrolled');
});
