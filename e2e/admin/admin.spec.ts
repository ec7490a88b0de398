import { expect, newPinnedContext, test, type Locator } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { DEMO_PASSWORD, screenshots, signIn, signInAs } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

/** How many lines an element's text takes as drawn: one per distinct top of its words. */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const tops = new Set<number>();
    const range = document.createRange();
    const words = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = words.nextNode(); node; node = words.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

test('the admin dashboard shows the profile, counters and both tables', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  await expect(page.getByText('Total Nutritionists')).toBeVisible();
  await expect(page.getByText('Avg. Clients per Nutritionist')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Nutritionists' }).getByText('Asha Menon'),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' }).getByText('Meera Iyer')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'admin-dashboard');
});

test('the dashboard dialog shows the spec’s messages and clears a field’s error when edited', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Add', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Nutritionist' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Specialty is required')).toBeVisible();
  await expect(page.getByText('Please fix the form errors')).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-email');
  await expect(dialog.getByText('Email is required')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
});

test('an admin adds a nutritionist who then signs in and sets a password, makes her inactive, and gives her a client', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Nutritionists' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutritionists');
  await expectNoSeriousAxeViolations(page);
  const total = page.getByText('Total', { exact: true }).locator('..');
  const before = Number(await total.locator('p').nth(1).textContent());

  await page.getByRole('button', { name: 'Add Nutritionist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Nutritionist' });
  await dialog.getByLabel('Name').fill('Tara Joseph');
  await dialog.getByLabel('Email').fill('tara@nourishwell.test');
  await dialog.getByLabel('Phone').fill('9895012345');
  await dialog.getByLabel('Address').fill('Kochi');
  await dialog.getByLabel('Specialization').fill('Renal nutrition');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const password = (await page.getByTestId('temporary-password').textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(total.locator('p').nth(1)).toHaveText(String(before + 1));

  const other = await newPinnedContext(browser);
  const tara = await other.newPage();
  await signIn(tara, 'tara@nourishwell.test', password, 'nutritionist');
  await expect(tara).toHaveURL(/\/change-password$/);
  await tara.getByLabel('Current password', { exact: true }).fill(password);
  await tara.getByLabel('New password', { exact: true }).fill('tara-own-secret');
  await tara.getByLabel('Confirm new password', { exact: true }).fill('tara-own-secret');
  await tara.getByRole('button', { name: 'Save new password' }).click();
  // A new account accepts the privacy notice before its first page (issue 18).
  await expect(tara).toHaveURL(/\/consent$/);
  await tara.getByRole('button', { name: 'I agree' }).click();
  await expect(tara).toHaveURL(/\/dashboard\/nutritionist\/today$/);
  await other.close();

  const active = page.getByText('Active', { exact: true }).first().locator('..');
  const activeBefore = Number(await active.locator('p').nth(1).textContent());
  await page.getByRole('button', { name: 'Edit Tara Joseph' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Nutritionist' });
  await edit.getByLabel('Status').selectOption('inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nutritionist updated successfully')).toBeVisible();
  await expect(active.locator('p').nth(1)).toHaveText(String(activeBefore - 1));

  await page.goto('/dashboard/admin');
  await page.getByRole('button', { name: 'Add', exact: true }).nth(1).click();
  const add = page.getByRole('dialog', { name: 'Add Client' });
  await add.getByLabel('Name').fill('Joel Mathew');
  await add.getByLabel('Email').fill('joel@nourishwell.test');
  await add.getByLabel('Nutritionist').selectOption('Tara Joseph');
  await add.getByLabel('Plan').selectOption('Organ Health');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('temporary-password')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  await page.goto('/dashboard/admin/nutritionists');
  await page.getByRole('link', { name: 'View Tara Joseph' }).click();
  await expect(page.getByRole('heading', { name: 'Tara Joseph' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Joel Mathew' }).click();
  await expect(page.getByRole('heading', { name: 'Joel Mathew' })).toBeVisible();
  await expect(page.getByText('Organ Health')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('an admin edits every field of a client from the Clients page and from the client’s own page', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/clients');
  await page.getByRole('button', { name: 'Edit Joel Mathew' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  // The form opens with the record as it is.
  await expect(edit.getByLabel('Email')).toHaveValue('joel@nourishwell.test');
  await expect(edit.getByLabel('Nutritionist')).toHaveValue(/\d+/);
  await expect(edit.getByLabel('Plan')).toHaveValue('Organ Health');
  await edit.getByLabel('Phone').fill('9847011111');
  await edit.getByLabel('Address').fill('Thrissur');
  await edit.getByLabel('Age', { exact: true }).fill('41');
  await edit.getByLabel('Gender').selectOption('Male');
  await edit.getByLabel('Nutritionist').selectOption({ label: 'Asha Menon' });
  await edit.getByLabel('Next session').fill('2026-12-20T10:30');
  await edit.getByLabel('Plan').selectOption('Diabetes');
  await edit.getByLabel('Issue').fill('Type 2 diabetes');
  await edit.getByLabel('Status').selectOption('inactive');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Client updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();

  await page.getByRole('link', { name: 'View Joel Mathew' }).click();
  await expect(page.getByRole('heading', { name: 'Joel Mathew' })).toBeVisible();
  for (const text of ['9847011111', 'Thrissur', '41', 'Male', 'Diabetes', 'Type 2 diabetes'])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Asha Menon' })).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  // The next session, and the booked session it made in her list of sessions.
  await expect(page.getByText(/20 Dec 2026/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit client' }).click();
  const again = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(again.getByLabel('Next session')).toHaveValue('2026-12-20T10:30');
  await expect(again.getByLabel('Age', { exact: true })).toHaveValue('41');
  await again.getByLabel('Status').selectOption('active');
  await again.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Thrissur', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Asha Menon' }).click();
  await expect(page.getByRole('button', { name: 'Edit nutritionist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Joel Mathew' })).toBeVisible();
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('button', { name: 'Edit Meera Iyer' })).toBeVisible();
});

test('an admin deletes a client after confirming', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/clients');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Delete Joel Mathew' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this client?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Client deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Joel Mathew' })).toBeHidden();
});

test('deleting a nutritionist with clients asks who takes them over', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/nutritionists');
  await page.getByRole('button', { name: 'Delete Ravi Kulkarni' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toContainText('still has 3 clients');
  await dialog.getByLabel('Move their clients to').selectOption({ label: 'Asha Menon' });
  await dialog.getByRole('button', { name: 'Reassign and delete' }).click();
  await expect(page.getByText('Nutritionist deleted successfully')).toBeVisible();
  await page.getByRole('link', { name: 'View Asha Menon' }).click();
  await expect(page.getByRole('link', { name: 'Arjun Singh' })).toBeVisible();
});

test('an admin searches and pages through sixty clients', async ({ page, request }) => {
  await signInAs(page, 'admin');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  for (let i = 1; i <= 60; i += 1) {
    const response = await request.post('/api/clients', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `Batch Client ${String(i).padStart(2, '0')}`,
        email: `batch${i}@nourishwell.test`,
        nutritionist: 'Asha Menon',
        plan: 'Diabetes',
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/dashboard/admin/clients');
  await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^26–50 of \d+$/)).toBeVisible();
  await page.getByLabel('Search clients').fill('Batch Client 42');
  await expect(page.getByRole('table', { name: 'Clients' }).locator('tbody tr')).toHaveCount(1);
  await page.getByLabel('Search clients').fill('batch client');
  await expect(page.getByText('1–25 of 60')).toBeVisible();
  await screenshots(page, 'admin-clients');
});

test('a client list that fails with no message says "Error: An error occurred" inline and "An error occurred" as a toast, after one retry', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // The dashboard loads clients too: let its request finish before counting this page's.
  await expect(
    page.getByRole('region', { name: 'Clients' }).locator('tbody tr').first(),
  ).toBeVisible();
  let calls = 0;
  await page.route('**/api/client/clients?**', async (route) => {
    calls += 1;
    await route.fulfill({ status: 502, body: '' });
  });
  await page.goto('/dashboard/admin/clients');
  await expect(page.locator('p[role="alert"]')).toHaveText('Error: An error occurred');
  await expect(page.locator('[data-sonner-toast]')).toHaveText(/An error occurred/);
  expect(calls).toBe(2);
});

test('every admin table shows all its columns at 1280 px, and at 360 px scrolls with a visible cue', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const tables = page.locator('div[role="region"][tabindex="0"]');
  const pages = ['/dashboard/admin', '/dashboard/admin/clients', '/dashboard/admin/nutritionists'];
  await page.goto('/dashboard/admin/clients');
  await page.getByLabel('Search clients').fill('Meera Iyer');
  await page.getByRole('link', { name: 'View Meera Iyer' }).click();
  await expect(page.getByRole('heading', { name: 'Meera Iyer' })).toBeVisible();
  const clientPage = new URL(page.url()).pathname;
  pages.push(clientPage);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of pages) {
    await page.goto(path);
    await expect(tables.first().locator('tbody tr').first()).toBeVisible();
    for (const table of await tables.all()) {
      const [scrollWidth, clientWidth] = await table.evaluate((el) => [
        el.scrollWidth,
        el.clientWidth,
      ]);
      expect(scrollWidth, `${path}: ${await table.getAttribute('aria-label')}`).toBeLessThanOrEqual(
        clientWidth,
      );
      await expect(table).toHaveAttribute('data-more-right', 'false');
    }
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/admin/clients');
  await page.getByLabel('Search clients').fill('Meera Iyer');
  const clients = page.getByRole('region', { name: 'Clients' }).last();
  await expect(clients.locator('tbody tr')).toHaveCount(1);
  // Her row sits under the fold on a phone: bring the table up, then scroll it sideways.
  await clients.scrollIntoViewIfNeeded();
  await expect(clients).toHaveAttribute('data-more-right', 'true');
  // Scrolled to its end, as her thumb would, again if the columns widen after it (a slow
  // machine can lay the row out again once its text has settled).
  await expect(async () => {
    await clients.evaluate((el) => el.scrollBy({ left: 10_000 }));
    await expect(clients).toHaveAttribute('data-more-right', 'false', { timeout: 1000 });
    await expect(clients).toHaveAttribute('data-more-left', 'true', { timeout: 1000 });
    await expect(page.getByRole('button', { name: 'Edit Meera Iyer' })).toBeInViewport({
      timeout: 1000,
    });
  }).toPass();

  // Her own page, at both widths: the page never scrolls sideways (her Sessions table may,
  // in its own box), and a status such as "Completed" stays one word on one line.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(clientPage);
    const sessions = page.getByRole('region', { name: 'Sessions' }).last();
    await expect(sessions.getByText('Completed').first()).toBeVisible();
    const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(documentWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
    for (const status of await sessions.locator('tbody td:nth-child(2)').all())
      expect(await linesOf(status), `${await status.textContent()} at ${width} px`).toBe(1);
  }
});

test('at 1280 px every admin list’s Add button reads on one line', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, name] of [
    ['/dashboard/admin/nutritionists', 'Add Nutritionist'],
    ['/dashboard/admin/clients', 'Add Client'],
    ['/dashboard/admin', 'Add'],
  ] as const) {
    await page.goto(path);
    const buttons = page.getByRole('main').getByRole('button', { name, exact: true });
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all())
      expect(await linesOf(button), `${name} on ${path}`).toBe(1);
  }
});

test('the settings page saves the admin’s profile', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/settings');
  await expectNoSeriousAxeViolations(page);
  const form = page.getByRole('form', { name: 'Your profile' });
  await form.getByLabel('Phone').fill('9845099999');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.goto('/dashboard/admin');
  await expect(page.getByText('9845099999')).toBeVisible();
  await screenshots(page, 'admin-settings');
  expect(DEMO_PASSWORD).toBeTruthy();
});
