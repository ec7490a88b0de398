import { expect, test } from './support/test.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { DEMO_PASSWORD, demo, screenshots, signInAs } from './support/session.ts';

test('Meera asks for her account to be erased with her password, sees when, and cancels it', async ({
  page,
  request,
}) => {
  // A run that stopped half-way may have left her erasure waiting: start from none.
  const login = await request.post('/api/users/login', {
    data: { email: demo.client.email, password: DEMO_PASSWORD, role: 'client' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  await request.delete('/api/me/erasure', { headers });

  await signInAs(page, 'client');
  await page.goto('/dashboard/client/privacy');
  const card = page.getByRole('region', { name: 'Delete my account and data' });
  await expect(card.getByText(/will be deleted for good/)).toBeVisible();
  await card.getByRole('button', { name: 'Delete my account and data' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete your account and data?' });
  await dialog.getByLabel('Your password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(/That password is not correct/)).toBeVisible();
  await dialog.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toBeHidden();

  await expect(card.getByText(/Your account and data will be erased on/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'privacy-erasure-pending');

  await card.getByRole('button', { name: 'Cancel erasure' }).click();
  await expect(card.getByRole('button', { name: 'Delete my account and data' })).toBeVisible();
  const after = await request.get('/api/me/erasure', { headers });
  expect(await after.json()).toBeNull();
});
