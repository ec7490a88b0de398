import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { DEMO_PASSWORD, demo, screenshots, signInAs } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 34's journeys: a visitor pays for the Gold Plan on the public site through the
 * worker's stand-in Razorpay (e2e/support/razorpay-stand-in.mjs) and finds it paid, with
 * its invoice; the admin records Arjun's cash payment and sees the money in the month's
 * invoices and in Revenue.
 */

/** 18 % GST on ₹2,499 and on ₹7,499, in the demo practice's figures. */
const GOLD_TOTAL = '₹2,948.82';
const WEIGHT_LOSS_TOTAL = '₹8,848.82';
const INVOICE_NUMBER = /INV\/\d{2}-\d{2}\/\d{6}/;

/** The whole page from its top (a sticky header otherwise lands mid-page), 360 and 1280 px. */
async function pageScreenshots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, name);
}

/** Whether the page is no wider than a phone: only tables scroll sideways, in their box. */
async function expectNoSidewaysPage(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
}

/** A part of a page at 360 and 1280 px, for people to look at (not compared). */
async function partScreenshots(page: Page, part: Locator, name: string) {
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await part.screenshot({ path: `test-results/screenshots/${name}-${width}.png` });
  }
}

test('a visitor chooses Gold on the home page, pays online and finds it paid with its invoice', async ({
  page,
  appServer,
}) => {
  await page.goto('/#package');
  await page.getByRole('button', { name: 'Pay now for the Gold Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gold Plan' });
  await dialog.getByLabel('Phone number').fill('9876543210');
  await dialog.getByRole('button', { name: 'Pay ₹2,499' }).click();

  // Razorpay's page (the stand-in), in the same tab, for the plan with its GST.
  await expect(
    page.getByRole('heading', { name: `Stand-in Razorpay — Pay ${GOLD_TOTAL}` }),
  ).toBeVisible();
  expect(new URL(page.url()).origin).toBe(appServer.razorpayUrl);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back at the app with Razorpay's query: she signs in and lands on her packages.
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(demo.client.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Login As').selectOption('client');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(
    /\/dashboard\/client\/packages\?.*razorpay_payment_link_status=paid/,
  );

  const gold = page.getByRole('region', { name: 'Gold Plan' });
  await expect(gold.getByText('Active', { exact: true })).toBeVisible();
  await expect(gold.getByText('Total paid')).toBeVisible();
  await expect(gold).toContainText(GOLD_TOTAL);
  await expect(gold.getByText(INVOICE_NUMBER)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysPage(page);
  await pageScreenshots(page, 'billing-client-packages');

  const saving = page.waitForEvent('download');
  await gold.getByRole('button', { name: /Download invoice/ }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^INV-.*\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the admin records Arjun’s cash payment and sees its invoice and the money', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/clients');
  await page.getByRole('link', { name: 'Arjun Singh' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/client\/\d+$/);

  const panel = page.getByRole('region', { name: 'Packages & payments' });
  const row = panel.getByRole('row', { name: /3-month weight loss/ });
  await expect(row).toContainText('Awaiting payment');
  await row.getByRole('button', { name: 'Record payment for 3-month weight loss' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog).toContainText(WEIGHT_LOSS_TOTAL);
  await expect(dialog.getByLabel('Paid by')).toHaveValue('cash');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(INVOICE_NUMBER)).toBeVisible();
  const invoiceNumber = ((await row.textContent()) ?? '').match(INVOICE_NUMBER)?.[0] ?? '';
  expect(invoiceNumber).not.toBe('');

  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysPage(page);
  await partScreenshots(page, panel, 'billing-admin-client-panel');
  await pageScreenshots(page, 'billing-admin-client');

  // The money: Revenue, then the month's invoices and tax summary.
  await page.goto('/dashboard/admin/revenue');
  await expect(page.getByText('Collected this month')).toBeVisible();
  await expect(page.getByRole('table', { name: 'By package' })).toContainText(
    '3-month weight loss',
  );
  await expect(page.getByRole('table', { name: 'Awaiting payment' })).not.toContainText(
    'Arjun Singh',
  );
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysPage(page);
  await pageScreenshots(page, 'billing-admin-revenue');

  await page.goto('/dashboard/admin/invoices');
  const issued = page.getByRole('table', { name: 'Documents issued in the month' });
  const invoice = issued.getByRole('row', {
    name: new RegExp(invoiceNumber.replace(/\//g, '\\/')),
  });
  await expect(invoice).toContainText('Arjun Singh');
  await expect(invoice).toContainText(WEIGHT_LOSS_TOTAL);
  await expect(page.getByRole('table', { name: 'Invoices, credit notes and net' })).toBeVisible();
  await expectNoSidewaysPage(page);
  await pageScreenshots(page, 'billing-admin-invoices');

  await page.goto('/dashboard/admin/packages');
  await expect(
    page.getByRole('heading', { name: 'Packages', exact: true, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Gold Plan').first()).toBeVisible();
  await expectNoSidewaysPage(page);
  await pageScreenshots(page, 'billing-admin-packages');
});
