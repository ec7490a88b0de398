import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'nourish123';

export const demo = {
  admin: {
    email: 'admin@nourishwell.test',
    role: 'admin',
    label: 'Administrator',
    name: 'Kavita Rao',
    // Where she lands after signing in.
    home: '/dashboard/admin',
    // What the role's dashboard shows that proves it loaded.
    landmark: 'Kavita Rao',
  },
  nutritionist: {
    email: 'asha@nourishwell.test',
    role: 'nutritionist',
    label: 'Nutritionist',
    name: 'Asha Menon',
    // Issue 36: a nutritionist lands on Today; her appointments stay at /dashboard/nutritionist.
    home: '/dashboard/nutritionist/today',
    landmark: 'Clients who need you',
  },
  client: {
    email: 'meera@nourishwell.test',
    role: 'client',
    label: 'Client',
    name: 'Meera Iyer',
    home: '/dashboard/client',
    landmark: 'Meera Iyer',
  },
} as const;

export type DemoRole = keyof typeof demo;

/** Fills the sign-in form as a person would and submits it. */
export async function signIn(page: Page, email: string, password: string, role: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Login As').selectOption(role);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A demo person signs in through the form, as she would, and lands on her dashboard. */
export async function signInThroughForm(page: Page, who: DemoRole) {
  const person = demo[who];
  await signIn(page, person.email, DEMO_PASSWORD, person.role);
  await expect(page).toHaveURL(new RegExp(`${person.home}$`));
}

/**
 * Opens a demo person's dashboard signed in. Journeys that are not about signing in skip
 * the form (e2e/auth/ tests it): the token from the sign-in call goes where the form would
 * put it (the spec's localStorage keys), which saves a page load and the form per journey.
 */
export async function signInAs(page: Page, who: DemoRole) {
  const person = demo[who];
  const response = await page.request.post('/api/users/login', {
    data: { email: person.email, password: DEMO_PASSWORD, role: person.role },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  // Any page of the app's origin gives the storage; the health check is the lightest.
  await page.goto('/api/health');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    [token, user] as const,
  );
  await page.goto(`/dashboard/${person.role}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${person.role}$`));
}

/** Screenshots for people to look at (not compared): 360 px and 1280 px wide. */
export async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: `test-results/screenshots/${name}-${width}.png`,
      fullPage: true,
    });
  }
}
