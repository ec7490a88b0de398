import { expect, newPinnedContext, test } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { screenshots, signInAs } from '../support/session.ts';

test('Asha and Meera chat live: messages arrive without a reload and the unread badge rises and clears', async ({
  browser,
}) => {
  const ashaContext = await newPinnedContext(browser);
  const meeraContext = await newPinnedContext(browser);
  const asha = await ashaContext.newPage();
  const meera = await meeraContext.newPage();

  await signInAs(meera, 'client');
  // Reading her messages first leaves nothing unread from earlier journeys.
  await meera.getByRole('link', { name: 'Messages' }).first().click();
  await expect(meera.getByRole('region', { name: 'Conversation with Asha Menon' })).toBeVisible();
  await meera.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(meera.getByTestId('unread-badge')).toHaveCount(0);

  await signInAs(asha, 'nutritionist');
  await asha.getByRole('link', { name: 'Messages' }).first().click();
  await asha.getByRole('button', { name: /^Meera Iyer/ }).click();
  const ashaBox = asha.getByLabel('Message to Meera Iyer');
  await ashaBox.press('Enter');
  await ashaBox.fill('Hello Meera, how was lunch today?');
  await ashaBox.press('Enter');
  await expect(ashaBox).toHaveValue('');
  const ashaThread = asha.getByRole('region', { name: 'Conversation with Meera Iyer' });
  await expect(ashaThread.getByText('Hello Meera, how was lunch today?')).toBeVisible();

  // Meera's sidebar counts it while she is on another page.
  await expect(meera.getByTestId('unread-badge').first()).toHaveText(/^1/, { timeout: 3000 });
  await meera
    .getByRole('link', { name: /Messages/ })
    .first()
    .click();
  const meeraThread = meera.getByRole('region', { name: 'Conversation with Asha Menon' });
  await expect(meeraThread.getByText('Hello Meera, how was lunch today?')).toBeVisible();
  await expect(meera.getByTestId('unread-badge')).toHaveCount(0);

  // Her reply appears in Asha's open thread without a reload; Shift+Enter breaks the line.
  const meeraBox = meera.getByLabel('Message to Asha Menon');
  await meeraBox.fill('Dal, rice and salad.');
  await meeraBox.press('Shift+Enter');
  await meeraBox.pressSequentially('No sweets!');
  await meeraBox.press('Enter');
  await expect(ashaThread.getByText(/Dal, rice and salad\.\s+No sweets!/)).toBeVisible({
    timeout: 3000,
  });

  await asha.reload();
  await expect(
    asha
      .getByRole('region', { name: 'Conversation with Meera Iyer' })
      .getByText('Hello Meera, how was lunch today?'),
  ).toBeVisible();

  await expectNoSeriousAxeViolations(asha);
  await expectNoSeriousAxeViolations(meera);
  await screenshots(asha, 'messages-nutritionist');
  await screenshots(meera, 'messages-client');
  await ashaContext.close();
  await meeraContext.close();
});

test('a failed send keeps the text in the box and says so', async ({ page }) => {
  await signInAs(page, 'client');
  await page
    .getByRole('link', { name: /Messages/ })
    .first()
    .click();
  await page.route('**/api/client/sendMessage', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong', code: 'INTERNAL' } }),
  );
  const box = page.getByLabel('Message to Asha Menon');
  await box.fill('Can we talk on Friday?');
  await box.press('Enter');
  await expect(page.getByText('Failed to send messages')).toBeVisible();
  await expect(box).toHaveValue('Can we talk on Friday?');
});
