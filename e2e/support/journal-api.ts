import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { indianDate } from './clock.ts';
import { DEMO_PASSWORD, demo, signInAs } from './session.ts';

/** Her "today": the browser runs in India (playwright.config.ts), and so does the practice. */
export const todayInIndia = () => indianDate();

export interface Day {
  water: number;
  entries: Array<{ id: number; meal: string; items: Array<{ text?: string; name?: string }> }>;
}

/** Meera's own session through the API, to set the day up and to see what the server holds. */
export async function meeraApi(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: { email: demo.client.email, password: DEMO_PASSWORD, role: 'client' },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const { id } = (await (await request.get('/api/users/me', { headers })).json()) as { id: number };
  return {
    day: async (date: string): Promise<Day> => {
      const read = await request.get(`/api/clients/${id}/journal?from=${date}&to=${date}`, {
        headers,
      });
      expect(read.status()).toBe(200);
      return ((await read.json()) as { days: Day[] }).days[0]!;
    },
    remove: async (entryId: number) =>
      expect((await request.delete(`/api/journal/${entryId}`, { headers })).status()).toBe(200),
    /** Her account's language (issue 33); a journey that changes it puts English back. */
    setLanguage: async (language: 'en' | 'hi') =>
      expect(
        (await request.put('/api/users/me/language', { headers, data: { language } })).status(),
      ).toBe(200),
  };
}

/**
 * Meera on her phone (360 px), signed in, with today's journal empty: the demo journal may
 * already hold today, and a journey starts from an empty day.
 */
export async function meeraOnAnEmptyDay(page: Page, request: APIRequestContext) {
  const meera = await meeraApi(request);
  const date = todayInIndia();
  for (const entry of (await meera.day(date)).entries) await meera.remove(entry.id);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'client');
  return { meera, date };
}
