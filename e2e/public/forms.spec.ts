import { expect, test } from '../support/test.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { DEMO_PASSWORD, signIn } from '../support/session.ts';

test('the calculator gives the BMI band and links to its article', async ({ page }) => {
  await page.goto('/calculator');
  await page.getByLabel('Height (cm)').fill('170');
  await page.getByLabel('Weight (kg)').fill('80');
  await page.getByRole('button', { name: 'Calculate BMI' }).click();
  await expect(page.getByText('Your BMI is 27.7: Overweight.')).toBeVisible();
  await page.getByRole('link', { name: 'Learn more about your condition' }).click();
  await expect(page).toHaveURL(/\/blogs\/4$/);
});

test('the calculator gives the BMR by Mifflin–St Jeor and refuses nonsense', async ({ page }) => {
  await page.goto('/calculator');
  await page.getByText('BMR', { exact: true }).click();
  await page.getByLabel('Age (years)').fill('30');
  await page.getByLabel('male', { exact: true }).check();
  await page.getByLabel('Height (cm)').fill('180');
  await page.getByLabel('Weight (kg)').fill('80');
  await page.getByRole('button', { name: 'Calculate BMR' }).click();
  await expect(page.getByText('Your BMR is 1,780 kcal a day.')).toBeVisible();
  await page.getByLabel('Height (cm)').fill('0');
  await page.getByRole('button', { name: 'Calculate BMR' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a height between 50 and 250 cm.');
});

test('the enquiry shows the server’s message, then hides it after 5 seconds', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel('Name').fill('Kavya Reddy');
  await page.getByLabel('Health concern').fill('Thyroid');
  await page.getByLabel('Phone').fill('9876501234');
  await page.getByLabel('Email').fill('kavya@example.test');
  await page.getByLabel('State').selectOption('Telangana');
  await page.getByLabel('Preferred language').fill('Telugu');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const message = page.getByRole('status').filter({ hasText: 'Thank you, Kavya!' });
  await expect(message).toBeVisible();
  await expect(message).toBeHidden({ timeout: 7_000 });
});

test('the enquiry hides the state list for visitors outside India', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByLabel('State')).toBeVisible();
  await page.getByLabel('Country').selectOption('Outside India');
  await expect(page.getByLabel('State')).toBeHidden();
});

test('reach-out thanks the visitor in a toast', async ({ page }) => {
  await page.goto('/reachout');
  await page.getByLabel('Name').fill('Imran');
  await page.getByLabel('Email').fill('imran@example.test');
  await page.getByLabel('How can we help?').fill('Do you coach teenagers who play cricket?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText('Thank you! We will reach out to you in 2 business days.'),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('forgot password → email → reset → sign in with the new password', async ({ page }) => {
  const email = 'priya@nourishwell.test';
  await page.goto('/forgotpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('Password reset link sent to your email.');

  // Priya may have had other mail this run (a breach notice to every client): wait for this one.
  const mail = await latestMailTo(email, 'Reset your NourishWell password');
  const link = /https?:\/\/\S+\/resetpassword\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('fresh-start-42');
  await page.getByLabel('Confirm new password', { exact: true }).fill('fresh-start-42');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, DEMO_PASSWORD, 'client');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await signIn(page, email, 'fresh-start-42', 'client');
  await expect(page).toHaveURL(/\/dashboard\/client$/);
});

test('the payment dialog refuses a bad phone and takes a good one to the payment page', async ({
  page,
}) => {
  await page.goto('/#package');
  await page.getByRole('button', { name: 'Pay now for the Gold Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gold Plan' });
  await expect(dialog).toContainText('Amount: ₹2,499');
  await dialog.getByLabel('Phone number').fill('12345');
  await dialog.getByRole('button', { name: 'Pay ₹2,499' }).click();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  // A number no client has: Razorpay's page all the same (issue 34; the e2e servers have
  // the stand-in gateway, e2e/support/razorpay-stand-in.mjs). Without Razorpay the dialog
  // says the link was sent (payment-dialog.test.tsx).
  await dialog.getByLabel('Phone number').fill('9123456780');
  await dialog.getByRole('button', { name: 'Pay ₹2,499' }).click();
  await expect(
    page.getByRole('heading', { name: 'Stand-in Razorpay — Pay ₹2,948.82' }),
  ).toBeVisible();
});

test('Contact Sales asks for a custom price', async ({ page }) => {
  await page.goto('/#package');
  await page.getByRole('button', { name: 'Pay now for the Contact Sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
  await expect(dialog).not.toContainText('₹');
  await dialog.getByLabel('Phone number').fill('9876543210');
  const sent = page.waitForRequest('**/api/users/pay');
  await dialog.getByRole('button', { name: 'Pay Custom Price' }).click();
  // The custom path: amount 0, the team agrees the price; no fixed amount is charged.
  expect((await sent).postDataJSON()).toEqual({ phone: '9876543210', amount: 0 });
  await expect(dialog).toBeHidden();
});
