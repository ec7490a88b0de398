import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { daysFromNow, indianDate } from '../support/clock.ts';
import { screenshots, signInAs } from '../support/session.ts';

const activeGoal = 'You already have an active goal. Please complete or remove it first.';

/** A month from the app's today, as an Indian date (the goal form's date field). */
const inAMonth = (): string => indianDate(daysFromNow(30));

async function addGoal(page: Page, type: string, target: string, progress = '') {
  await page.getByRole('button', { name: 'Add New Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Goal' });
  await dialog.getByLabel('Goal type').fill(type);
  await dialog.getByLabel('Target').fill(target);
  await dialog.getByLabel('Progress (%)').fill(progress);
  await dialog.getByLabel('Deadline').fill(inAMonth());
  await dialog.getByRole('button', { name: 'Add Goal' }).click();
  return dialog;
}

const goal = (page: Page, title: string): Locator =>
  page.getByRole('list', { name: 'Goals' }).getByRole('listitem').filter({ hasText: title });

test('Meera keeps one active goal at a time: Add New Goal waits, saying why, until she completes it; then she adds, updates and deletes', async ({
  page,
}) => {
  await signInAs(page, 'client');
  await page.goto('/dashboard/client/profile');
  // Her seeded goal is active: Update and Complete are offered, and Add New Goal is not —
  // she is told why before she fills a form, and offered to complete the active goal.
  const weight = goal(page, 'Reach 68 kg');
  await expect(weight.getByRole('button', { name: /^Update/ })).toBeVisible();
  const addNew = page.getByRole('button', { name: 'Add New Goal' });
  await expect(addNew).toBeDisabled();
  await expect(page.getByText(activeGoal)).toBeVisible();
  await expect(addNew).toHaveAccessibleDescription(activeGoal);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-portal-goal-active');

  await page.getByRole('button', { name: /^Complete “Weight”/ }).click();
  await expect(weight.getByText('Complete', { exact: true })).toBeVisible();
  await expect(weight.getByRole('button')).toHaveCount(1);
  await expect(weight.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await expect(addNew).toBeEnabled();
  await expect(page.getByText(activeGoal)).toHaveCount(0);
  // The success toast sits over the top of the page while the pointer rests on it.
  await page.mouse.move(0, 400);
  await expect(page.getByText('Goal completed. Well done!')).toBeHidden();

  await addNew.click();
  const dialog = page.getByRole('dialog', { name: 'Add New Goal' });
  await dialog.getByRole('button', { name: 'Add Goal' }).click();
  await expect(dialog.getByText('Type, target, and deadline are required.').first()).toBeVisible();
  await dialog.getByLabel('Progress (%)').fill('150');
  await dialog.getByRole('button', { name: 'Add Goal' }).click();
  await expect(dialog.getByText('Invalid progress value')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'client-portal-add-goal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addGoal(page, 'Sleep', '7 hours a night', '20');
  await expect(page.getByText('Goal added successfully!')).toBeVisible();
  const sleep = goal(page, '7 hours a night');
  await expect(sleep.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await expect(addNew).toBeDisabled();

  await sleep.getByRole('button', { name: /^Update/ }).click();
  const update = page.getByRole('dialog', { name: 'Update Goal' });
  await update.getByLabel('Progress (%)').fill('150');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(update.getByText('Invalid progress value')).toBeVisible();
  await update.getByLabel('Progress (%)').fill('60');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(sleep.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');

  await sleep.getByRole('button', { name: /^Complete/ }).click();
  await expect(sleep.getByText('Complete', { exact: true })).toBeVisible();
  await addGoal(page, 'Water intake', '2.5 litres a day');
  await expect(page.getByText('Goal added successfully!').last()).toBeVisible();
  await expect(goal(page, '2.5 litres a day').getByText('Active')).toBeVisible();

  // Delete asks first; Cancel keeps the goal.
  await weight.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete goal?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(weight).toBeVisible();
  await weight.getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Goal removed')).toBeVisible();
  await expect(weight).toHaveCount(0);

  await page.reload();
  await expect(goal(page, '2.5 litres a day')).toBeVisible();
  await expect(goal(page, '7 hours a night').getByText('Complete', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
