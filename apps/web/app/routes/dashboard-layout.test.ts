import { describe, expect, it } from 'vitest';
import { englishCatalogue, translator } from '@nourishwell/shared';
import { saveSession } from '#web/lib/session.ts';
import { aClient } from '#web-test/people.ts';
import { answer, startMockApi } from '#web-test/screen.tsx';
import { clientLoader, meta } from './dashboard-layout.tsx';

startMockApi();

function signedIn(language: 'en' | 'hi', role: 'client' | 'nutritionist' = 'client') {
  saveSession('tok', { email: 'meera@example.test', role });
  answer('get', '/protectroute', { email: 'meera@example.test', role });
  answer('get', '/users/me', aClient({ language, role }));
}

const load = (path = '/dashboard/client') =>
  clientLoader({ request: new Request(`http://app.test${path}`) } as never);

describe('the dashboard layout', () => {
  it('has the dashboard’s texts in her language before it shows, not a key nor English', async () => {
    signedIn('hi');
    const { me, texts } = await load();
    expect(me.name).toBe('Meera');
    expect(texts.locale).toBe('hi');
    const { t } = translator('hi', texts.own, texts.english);
    for (const key of ['shell.page.dashboard', 'journal.title', 'common.save'] as const) {
      expect(t(key)).not.toBe(key);
      expect(t(key)).not.toBe(englishCatalogue[key]);
    }
  });

  it('has them in English for a client who reads English', async () => {
    signedIn('en');
    const { texts } = await load();
    expect(texts.locale).toBe('en');
    expect(translator('en', texts.own, texts.english).t('journal.title')).toBe('Journal');
  });

  it('gives a client none of the staff screens’ texts, and a nutritionist them', async () => {
    signedIn('hi');
    expect((await load()).texts.english).not.toHaveProperty(['scheduling.loading']);
    signedIn('en', 'nutritionist');
    const { texts } = await load('/dashboard/nutritionist');
    expect(translator('en', texts.own, texts.english).t('scheduling.loading')).toBe('Loading…');
  });

  it('titles the document with the page’s name in her language', async () => {
    signedIn('hi');
    const loaderData = await load();
    const titleOf = (id: string) =>
      meta({ matches: [{ id: 'dashboard' }, { id }], loaderData } as never)[0]?.title;
    expect(titleOf('dashboard/client/journal')).toBe(
      `${translator('hi', loaderData.texts.own, loaderData.texts.english).t('shell.page.journal')} | NourishWell`,
    );
    expect(titleOf('dashboard/client/journal')).not.toContain('Journal');
    signedIn('en');
    const english = await load();
    expect(
      meta({ matches: [{ id: 'dashboard/client/book' }], loaderData: english } as never)[0]?.title,
    ).toBe('Book a Session | NourishWell');
  });
});
