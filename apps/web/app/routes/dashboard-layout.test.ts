import { describe, expect, it } from 'vitest';
import { englishCatalogue, translator } from '@nourishwell/shared';
import { saveSession } from '#web/lib/session.ts';
import { aClient } from '#web-test/people.ts';
import { answer, startMockApi } from '#web-test/screen.tsx';
import { clientLoader } from './dashboard-layout.tsx';

startMockApi();

function signedIn(language: 'en' | 'hi') {
  saveSession('tok', { email: 'meera@example.test', role: 'client' });
  answer('get', '/protectroute', { email: 'meera@example.test', role: 'client' });
  answer('get', '/users/me', aClient({ language }));
}

const load = () =>
  clientLoader({ request: new Request('http://app.test/dashboard/client') } as never);

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
});
