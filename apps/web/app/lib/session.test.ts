import { describe, expect, it } from 'vitest';
import {
  clearCredentials,
  clearSession,
  getSessionUser,
  getSidebarOpen,
  getToken,
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
});
