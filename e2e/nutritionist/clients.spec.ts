import { expect, test, type Page } from '../support/test.ts';
import { strangerClient } from '../support/admin-api.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signIn, signInAs } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

async function openMyClients(page: Page) {
  await signInAs(page, 'nutritionist');
  // The package badges come from a second read after the table; measuring the layout
  // before they arrive measured a table about to change (issue 34's flaky run).
  const standings = page.waitForResponse(
    (response) => response.url().includes('/api/nutritionist/package-standings') && response.ok(),
  );
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Clients');
  await standings;
  const table = page.getByRole('table', { name: 'My Clients' });
  await expect(table.getByRole('row', { name: /Meera Iyer/ })).toBeVisible();
  return table;
}

test('My Clients lists her clients with weight, goal and progress, with no serious axe findings', async ({
  page,
  request,
}) => {
  const stranger = await strangerClient(request);
  const table = await openMyClients(page);
  const meera = table.getByRole('row', { name: /Meera Iyer/ });
  await expect(meera.getByRole('cell', { name: 'meera@nourishwell.test' })).toBeVisible();
  await expect(meera.getByText(/\d+% · (Excellent|Good|Fair)/)).toBeVisible();
  // Another nutritionist's client is never on Asha's list.
  await expect(table.getByText(stranger.email)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'nutritionist-clients');
});

test('Asha records Week 3 for Priya, and the week shows its weight when she opens it again', async ({
  page,
}) => {
  await openMyClients(page);
  await page.getByRole('button', { name: 'Add progress for Priya Nair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Progress' });
  await dialog.getByRole('button', { name: 'Save Progress' }).click();
  await expect(dialog.getByText('Please select week and enter weight.')).toBeVisible();
  await dialog.getByLabel('Week', { exact: true }).selectOption('3');
  await dialog.getByLabel('Weight (kg)').fill('66.4');
  await dialog.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText('Week 3 saved for Priya Nair')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add progress for Priya Nair' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Add Progress' }).getByLabel('Week', { exact: true }),
  ).toContainText('Week 3 (now 66.4 kg)');
});

test('Asha opens Priya’s meal-plan builder from My Clients, adds a food by keyboard and finds it after a reload', async ({
  page,
}) => {
  await openMyClients(page);
  await page.getByRole('link', { name: 'Add meal plan for Priya Nair' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meal Plan');
  await expect(page.getByRole('heading', { name: 'Priya Nair’s week' })).toBeVisible();
  await page.getByRole('tab', { name: /^Wed/ }).click();
  const dinner = page.getByRole('region', { name: 'Wednesday Dinner' });
  const items = dinner.getByRole('list', { name: 'Dinner items' }).getByRole('listitem');
  // Another journey may have planned her week already: one more item than before.
  const before = await items.count();
  const search = dinner.getByRole('combobox', { name: 'Add to dinner' });
  await search.fill('rice');
  await expect(dinner.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await search.press('Enter');
  await expect(items).toHaveCount(before + 1);
  // The tab's title says the day's energy: no longer 0 once the food is in.
  await expect(page.getByRole('tab', { name: /^Wed/ })).toHaveAttribute(
    'title',
    /^Wednesday: [1-9]/,
  );
  await screenshots(page, 'nutritionist-meal-plan-builder');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Meal plan saved')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: /^Wed/ }).click();
  await expect(
    page
      .getByRole('region', { name: 'Wednesday Dinner' })
      .getByRole('list', { name: 'Dinner items' })
      .getByRole('listitem'),
  ).toHaveCount(before + 1);
});

test('Asha sends a bulk message to the clients she ticks', async ({ page }) => {
  await openMyClients(page);
  await page.getByRole('button', { name: 'Send Bulk Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Bulk Message' });
  await dialog.getByLabel('Only the clients I choose').check();
  await dialog.getByRole('button', { name: /Send to/ }).click();
  await expect(dialog.getByText('Please enter a message')).toBeVisible();
  await expect(dialog.getByText('Please choose at least one client.')).toBeVisible();
  await dialog.getByLabel(/Priya Nair/).check();
  await dialog.getByLabel(/Ananya Das/).check();
  await dialog.getByLabel('Message').fill('The clinic is closed on Monday for Diwali.');
  await dialog.getByRole('button', { name: 'Send to 2 chosen' }).click();
  await expect(page.getByText('Message sent to 2 clients')).toBeVisible();
});

test('Asha adds a client, who signs in with the temporary password, and can delete her', async ({
  page,
  browser,
}) => {
  const table = await openMyClients(page);
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByRole('button', { name: 'Generate Credentials' }).click();
  await expect(dialog.getByText('Please fill in all the fields.')).toBeVisible();

  await dialog.getByLabel('Name').fill('Kavya Reddy');
  await dialog.getByLabel('Age', { exact: true }).fill('29');
  await dialog.getByLabel('Email').fill('kavya@nourishwell.test');
  await dialog.getByLabel('Phone').fill('9848012345');
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByLabel('Location').fill('Hyderabad');
  await dialog.getByLabel('Issue').fill('Iron deficiency anaemia');
  await dialog.getByLabel('Plan').selectOption('Custom');
  await dialog.getByRole('button', { name: 'Generate Credentials' }).click();
  await expect(dialog.getByText('Please enter your custom plan.')).toBeVisible();
  await dialog.getByLabel('Custom plan').fill('Iron-rich vegetarian plan, 8 weeks');
  await dialog.getByRole('button', { name: 'Generate Credentials' }).click();

  const created = page.getByRole('dialog', { name: 'Client created' });
  const password = (await created.getByTestId('temporary-password').textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(table.getByRole('row', { name: /Kavya Reddy/ })).toBeVisible();

  const other = await browser.newContext();
  const kavya = await other.newPage();
  await signIn(kavya, 'kavya@nourishwell.test', password, 'client');
  await expect(kavya).toHaveURL(/\/change-password$/);
  await kavya.getByLabel('Current password', { exact: true }).fill(password);
  await kavya.getByLabel('New password', { exact: true }).fill('kavya-own-secret');
  await kavya.getByLabel('Confirm new password', { exact: true }).fill('kavya-own-secret');
  await kavya.getByRole('button', { name: 'Save new password' }).click();
  // A new account accepts the privacy notice before its first page (issue 18).
  await expect(kavya).toHaveURL(/\/consent$/);
  await kavya.getByRole('button', { name: 'I agree' }).click();
  await expect(kavya).toHaveURL(/\/dashboard\/client$/);
  await other.close();

  await page.getByRole('button', { name: 'Delete Kavya Reddy' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete client' });
  await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByText('Client deleted successfully')).toBeVisible();
  await expect(table.getByRole('row', { name: /Kavya Reddy/ })).toHaveCount(0);
});

test('at 1280 px with the sidebar open, My Clients shows every column, none under the pinned actions, words whole in one type size and actions named in words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = await openMyClients(page);
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');
  const region = page.getByRole('region', { name: 'My Clients' });
  // Nothing to scroll sideways: every column is on screen, and no hint says otherwise.
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByText(/Scroll sideways/)).toHaveCount(0);
  const next = await table.getByRole('columnheader', { name: 'Next Session' }).boundingBox();
  const actions = await table.getByRole('columnheader', { name: 'Actions' }).boundingBox();
  expect(next && actions && next.x + next.width <= actions.x + 1).toBe(true);

  // Each row's actions say what they do, not only as a tooltip.
  const ananya = table.getByRole('row', { name: /Ananya Das/ });
  await expect(ananya.getByRole('button', { name: 'Add progress for Ananya Das' })).toHaveText(
    'Add progress',
  );
  await expect(ananya.getByRole('link', { name: 'Add meal plan for Ananya Das' })).toHaveText(
    'Add meal plan',
  );
  await expect(ananya.getByRole('button', { name: 'Delete Ananya Das' })).toHaveText('Delete');
  await expect(ananya.getByRole('cell', { name: 'Hypothyroidism and fatigue' })).toBeVisible();

  // No word is split across lines ("Hypothyroi/dism"), and every cell has one type size. A
  // line may end after a hyphen, as in print: a client another journey adds meanwhile has
  // an email such as "divya-5312…@…", so each part up to a hyphen is measured on its own.
  const cells = await table.evaluate((el) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(el.querySelector('tbody')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/[^\s-]+-*|-+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) split.push(word[0]);
      }
    }
    const sizes = [...el.querySelectorAll('tbody td')].map((td) => getComputedStyle(td).fontSize);
    return { split, sizes: [...new Set(sizes)] };
  });
  expect(cells.split).toEqual([]);
  expect(cells.sizes).toHaveLength(1);
  await screenshots(page, 'nutritionist-clients-words');
});

test('Asha opens Meera’s page from her name: details, weigh-ins, goals and meal plan; another’s client is not found', async ({
  page,
  request,
}) => {
  const stranger = await strangerClient(request);
  const table = await openMyClients(page);
  await table.getByRole('link', { name: 'Meera Iyer', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/nutritionist\/clients\/\d+$/);
  const details = page.getByRole('region', { name: 'Meera Iyer' });
  await expect(details.getByText('PCOS with irregular cycles')).toBeVisible();
  await expect(details.getByText('meera@nourishwell.test')).toBeVisible();
  await expect(details.getByText('162 cm')).toBeVisible();
  // Her spec Week 1–4 weights read among her dated weigh-ins, at the dates they were saved.
  const measurements = page.getByRole('region', { name: 'Weight and measurements' });
  await expect(
    measurements
      .getByRole('table', { name: 'Measurement entries' })
      .getByRole('row', { name: /Week 4/ }),
  ).toContainText('70.6');
  await expect(page.getByRole('region', { name: 'Goals' })).toBeVisible();
  const mealPlan = page.getByRole('region', { name: 'Meal plan', exact: true });
  await expect(mealPlan).toBeVisible();
  await expect(mealPlan.getByRole('link', { name: 'Open meal-plan builder' })).toHaveAttribute(
    'href',
    /^\/dashboard\/nutritionist\/clients\/\d+\/meal-plan$/,
  );
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'nutritionist-client-page');
  // On a phone the page itself never scrolls sideways; only a wide table inside its card.
  await page.setViewportSize({ width: 360, height: 740 });
  // Polled: the page lays itself out again for the new width a moment after the resize.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);

  await page.getByRole('link', { name: '← My Clients' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Clients');

  await page.goto(`/dashboard/nutritionist/clients/${stranger.id}`);
  await expect(page.getByText('Client not found. This client is not on your list.')).toBeVisible();
  await expect(page.getByText(stranger.name)).toHaveCount(0);
});

test('client names in the appointments tables open the client’s page', async ({ page }) => {
  await signInAs(page, 'nutritionist');
  await page
    .getByRole('table', { name: 'My Appointments' })
    .getByRole('link', { name: 'Priya Nair', exact: true })
    .click();
  await expect(page.getByRole('region', { name: 'Priya Nair' })).toBeVisible();
});
