import { describe, expect, it } from 'vitest';
import { aClient } from '#web-test/people.ts';
import {
  clearCredentials,
  clearSession,
  getSessionUser,
  getSidebarOpen,
  getToken,
  rememberedProfile,
  rememberProfile,
  saveSession,
  setSidebarOpen,
} from './session.ts';

describe('the browser session', () => {
  it('saves the token and the user under the keys of the spec', () => {
    saveSession('abc.def.ghi', { email: 'meera@example.test', role: 'client' });
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({
      email: 'meera@example.test',
      role: 'client',
    });
    expect(getToken()).toBe('abc.def.ghi');
    expect(getSessionUser()).toEqual({ email: 'meera@example.test', role: 'client' });
  });

  it.each(['not json', '{"email":"a@b.c","role":"owner"}', '{"role":"client"}', 'null'])(
    'treats an unreadable saved user (%s) as no user',
    (raw) => {
      localStorage.setItem('user', raw);
      expect(getSessionUser()).toBeNull();
    },
  );

  it('remembers the sidebar as open unless it was closed', () => {
    expect(getSidebarOpen()).toBe(true);
    setSidebarOpen(false);
    expect(localStorage.getItem('sidebarOpen')).toBe('false');
    expect(getSidebarOpen()).toBe(false);
  });

  it('clears token, user and sidebar state on logout', () => {
    saveSession('t', { email: 'a@b.c', role: 'admin' });
    setSidebarOpen(false);
    clearSession();
    expect([
      localStorage.getItem('token'),
      localStorage.getItem('user'),
      localStorage.getItem('sidebarOpen'),
    ]).toEqual([null, null, null]);
  });

  it('keeps the sidebar preference when only the credentials are cleared', () => {
    saveSession('t', { email: 'a@b.c', role: 'admin' });
    setSidebarOpen(false);
    clearCredentials();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('sidebarOpen')).toBe('false');
  });

  it('gives the remembered profile only to the person still signed in, and drops it with the credentials', () => {
    const meera = aClient();
    saveSession('t', { email: meera.email, role: meera.role });
    rememberProfile(meera);
    expect(rememberedProfile()).toEqual(meera);
    saveSession('t2', { email: 'arjun@example.test', role: 'client' });
    expect(rememberedProfile()).toBeNull();
    saveSession('t', { email: meera.email, role: meera.role });
    clearCredentials();
    saveSession('t', { email: meera.email, role: meera.role });
    expect(rememberedProfile()).toBeNull();
  });
});
