import { describe, expect, it } from 'vitest';
import { saveSession } from '#web/lib/session.ts';
import { clientLoader } from './dashboard-index.tsx';

async function goesTo(): Promise<string | null> {
  try {
    await clientLoader();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
  return null;
}

describe('/dashboard, the installed app’s start page', () => {
  it('sends a visitor who is not signed in to sign in', async () => {
    expect(await goesTo()).toBe('/login');
  });

  it('opens the home page of someone already signed in on this browser (Today for a nutritionist)', async () => {
    saveSession('tok', { email: 'asha@example.test', role: 'nutritionist' });
    expect(await goesTo()).toBe('/dashboard/nutritionist/today');
  });
});
