import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, fail, startMockApi } from '#web-test/screen.tsx';
import { getToken, rememberedProfile, saveSession } from '#web/lib/session.ts';
import { guardDashboard } from './dashboard-guard.ts';

startMockApi();

const meera = { id: 3, email: 'meera@example.test', role: 'client', name: 'Meera' } as const;

type Flags = { mustChangePassword?: boolean; consentRequired?: boolean };

function signedIn(me: Partial<typeof meera> & Flags = {}) {
  saveSession('tok', { email: meera.email, role: meera.role });
  answer('get', '/protectroute', { email: meera.email, role: meera.role });
  answer('get', '/users/me', {
    ...meera,
    mustChangePassword: false,
    consentRequired: false,
    consentWithdrawn: false,
    ...me,
  });
}

/** Where a thrown redirect goes, or the person when the page may open. */
async function outcome(pathname: string) {
  try {
    return await guardDashboard(pathname);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('the dashboard guard', () => {
  it('opens her own dashboard page and gives the page who she is', async () => {
    signedIn();
    expect(await outcome('/dashboard/client/goals')).toMatchObject({ name: 'Meera' });
  });

  it('sends a visitor with no token to sign in, and back here afterwards', async () => {
    localStorage.clear();
    expect(await outcome('/dashboard/client')).toBe('/login?next=%2Fdashboard%2Fclient');
  });

  it('signs out and goes to sign in when the token is refused', async () => {
    signedIn();
    fail('get', '/protectroute', 401);
    expect(await outcome('/dashboard/client')).toBe('/login?next=%2Fdashboard%2Fclient');
    expect(getToken()).toBeNull();
  });

  it('keeps the session when the server fails, so the page can say so', async () => {
    signedIn();
    fail('get', '/users/me', 500);
    await expect(guardDashboard('/dashboard/client')).rejects.toMatchObject({ status: 500 });
    expect(getToken()).toBe('tok');
  });

  it('sends another role’s page to her own dashboard, and a temporary password to be changed', async () => {
    signedIn();
    expect(await outcome('/dashboard/admin')).toBe('/dashboard/client');
    signedIn({ mustChangePassword: true });
    expect(await outcome('/dashboard/client')).toBe('/change-password');
  });

  it('sends someone who has not accepted the privacy notice in force to accept it first', async () => {
    signedIn({ consentRequired: true });
    expect(await outcome('/dashboard/client')).toBe('/consent');
    signedIn({ mustChangePassword: true, consentRequired: true });
    expect(await outcome('/dashboard/client')).toBe('/change-password');
  });

  it('opens her dashboard without a connection as the person the server last confirmed', async () => {
    signedIn();
    expect(await outcome('/dashboard/client')).toMatchObject({ name: 'Meera' });
    noConnection();
    expect(await outcome('/dashboard/client')).toMatchObject({ id: 3, name: 'Meera' });
    expect(await outcome('/dashboard/admin')).toBe('/dashboard/client');
  });

  it('says it cannot reach us when offline on a browser that never confirmed her', async () => {
    saveSession('tok', { email: meera.email, role: meera.role });
    noConnection();
    await expect(guardDashboard('/dashboard/client')).rejects.toMatchObject({ status: 0 });
  });

  it('forgets the confirmed person when her token is refused', async () => {
    signedIn();
    await outcome('/dashboard/client');
    fail('get', '/protectroute', 401);
    await outcome('/dashboard/client');
    expect(rememberedProfile()).toBeNull();
  });
});

function noConnection() {
  apiServer.use(http.get('*/api/*', () => HttpResponse.error()));
}
