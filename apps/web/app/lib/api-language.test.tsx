import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client.ts';
import { downloadFile } from './download.ts';
import { I18nProvider } from './i18n/i18n.tsx';
import { speakAs } from './i18n/spoken.ts';

/** The headers of the one call made, answered 200. */
async function headersSent(call: () => Promise<unknown>): Promise<Record<string, string>> {
  const fetchMock = vi.fn(
    async () =>
      new Response('{}', {
        status: 200,
        headers: { 'content-type': 'application/json', 'content-disposition': 'filename="x"' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  await call().catch(() => undefined);
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return init.headers as Record<string, string>;
}

const hindiDashboard = { locale: 'hi' as const, sayError: (text: string) => text };

describe('the language a call to the API names', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = 'en';
  });

  it('is English on an English page, whatever the browser prefers', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'hi']);
    const headers = await headersSent(() => apiFetch('/health'));
    expect(headers['x-nourishwell-language']).toBe('en');
    expect(headers['accept-language']).toBe('en');
  });

  it('is Hindi on a Hindi public page, from its <html lang>', async () => {
    document.documentElement.lang = 'hi';
    const headers = await headersSent(() => apiFetch('/reachout', { method: 'POST', body: {} }));
    expect(headers['x-nourishwell-language']).toBe('hi');
    expect(headers['accept-language']).toBe('hi');
  });

  it('is her dashboard’s language while it speaks, and English again after', async () => {
    const stop = speakAs(hindiDashboard);
    expect((await headersSent(() => apiFetch('/users/me')))['x-nourishwell-language']).toBe('hi');
    expect(
      (await headersSent(() => downloadFile('myExport', { query: { format: 'json' } })))[
        'x-nourishwell-language'
      ],
    ).toBe('hi');
    stop();
    expect((await headersSent(() => apiFetch('/users/me')))['x-nourishwell-language']).toBe('en');
  });

  it('is Hindi while a Hindi dashboard is on screen, and the page’s own once it has gone', async () => {
    const { unmount } = render(
      <I18nProvider locale="hi">
        <p>dashboard</p>
      </I18nProvider>,
    );
    await expect
      .poll(
        async () => (await headersSent(() => apiFetch('/users/me')))['x-nourishwell-language'],
        {
          timeout: 10_000,
        },
      )
      .toBe('hi');
    unmount();
    expect(document.documentElement.lang).toBe('en');
    expect((await headersSent(() => apiFetch('/users/me')))['x-nourishwell-language']).toBe('en');
  });
});
