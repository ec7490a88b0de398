import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError } from './api-client.ts';
import { saveSession } from './session.ts';

function answer(status: number, body: unknown, type = 'application/json') {
  return vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
  );
}

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the bearer token and JSON body, and returns the JSON answer', async () => {
    saveSession('tok', { email: 'a@b.c', role: 'admin' });
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends a FormData body as it is, leaving the multipart content type to the browser', async () => {
    saveSession('tok', { email: 'a@b.c', role: 'client' });
    const fetchMock = answer(200, { id: 1 });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('name', 'Meera');
    await apiFetch('/client/updateProfile', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('returns a plain-text answer as text', async () => {
    vi.stubGlobal('fetch', answer(200, 'Thank you!', 'text/plain'));
    await expect(apiFetch('/users/sendmail', { method: 'POST', body: {} })).resolves.toBe(
      'Thank you!',
    );
  });

  it("throws the server's message and code", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'Please fill in all fields', code: 'VALIDATION_FAILED' }),
    );
    const error = await apiFetch('/users/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please fill in all fields',
      code: 'VALIDATION_FAILED',
    });
  });

  it('clears the credentials and goes to /login on a 401', async () => {
    saveSession('tok', { email: 'a@b.c', role: 'admin' });
    vi.stubGlobal(
      'fetch',
      answer(401, { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard/admin', assign });
    await expect(apiFetch('/client/clients')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('keeps her signed in and goes to /consent when a write needs the privacy notice accepted', async () => {
    saveSession('tok', { email: 'a@b.c', role: 'client' });
    vi.stubGlobal(
      'fetch',
      answer(403, { message: 'Please accept the notice.', code: 'CONSENT_REQUIRED' }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard/client', assign });
    await expect(apiFetch('/client/goal', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'CONSENT_REQUIRED',
    });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(assign).toHaveBeenCalledWith('/consent');
  });

  it('keeps her signed in on the page when a write is refused because she withdrew consent', async () => {
    saveSession('tok', { email: 'a@b.c', role: 'client' });
    vi.stubGlobal(
      'fetch',
      answer(403, { message: 'You have withdrawn your consent.', code: 'CONSENT_WITHDRAWN' }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard/client', assign });
    await expect(apiFetch('/client/goal', { method: 'POST', body: {} })).rejects.toThrow(
      'You have withdrawn your consent.',
    );
    expect(localStorage.getItem('token')).toBe('tok');
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves the session alone on a 401 when the caller handles it', async () => {
    saveSession('tok', { email: 'a@b.c', role: 'admin' });
    vi.stubGlobal(
      'fetch',
      answer(401, { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }),
    );
    await expect(
      apiFetch('/users/login', { method: 'POST', body: {}, redirectOnAuthError: false }),
    ).rejects.toThrow('Invalid credentials');
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('says the server cannot be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/health')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/cannot reach/i),
    });
  });
});
