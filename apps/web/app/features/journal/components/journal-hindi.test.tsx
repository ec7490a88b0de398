import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { addToOutbox, outboxItems, removeFromOutbox } from '#web/lib/offline/outbox.ts';
import { answerJournal, answerSuggestions } from '#web-test/journal-screen.tsx';
import {
  DAY,
  idli,
  MEERA_ID,
  offered,
  suggestionsFor,
  TODAY,
} from '#web-test/fixtures/journal-records.ts';
import { emptyPlan } from '#web-test/fixtures/meal-plan-records.ts';
import { journalEntry, journalWeek } from '#web-test/fixtures/client-record.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { JournalPage } from './journal-page.tsx';
import { JournalSection } from './journal-section.tsx';
import { LogMealDialog, type FoodSearch } from './log-meal-dialog.tsx';

startMockApi();
configure({ asyncUtilTimeout: 5000 });

/** The page's food search, as a plain box: these tests look at the journal's own words. */
const searchBox: FoodSearch = ({ label }) => (
  <label>
    {label}
    <input type="search" />
  </label>
);

beforeEach(async () => {
  for (const item of await outboxItems()) await removeFromOutbox(item.id);
});

/** Meera's journal of DAY, read in Hindi. */
function showJournalInHindi() {
  answer('get', `/clients/${MEERA_ID}/meal-plan`, emptyPlan);
  renderScreen(
    <I18nProvider locale="hi">
      <JournalPage clientId={MEERA_ID} foodSearch={searchBox} today={TODAY} />
    </I18nProvider>,
    { role: 'client', route: `/dashboard/client/journal?date=${DAY}` },
  );
}

/** A breakfast of DAY logged offline, waiting on the phone to be sent. */
const waitingBreakfast = () =>
  addToOutbox({
    name: 'logJournalEntry',
    input: { body: { date: DAY, meal: 'breakfast', items: [{ text: 'Upma' }] } },
    userId: MEERA_ID,
    invalidates: ['clientJournal'],
    preview: ['Upma'],
    label: 'your breakfast of 20 Nov',
  });

describe('the journal in Hindi', () => {
  it('names the day, the meals, water, habits and the day’s totals in Hindi', async () => {
    answerJournal();
    showJournalInHindi();
    const water = await screen.findByRole('region', { name: 'पानी' });
    expect(within(water).getByText('8 में से')).toBeVisible();
    expect(within(water).getByText('गिलास')).toBeVisible();
    expect(screen.getByRole('button', { name: 'एक गिलास और' })).toBeEnabled();
    // The date through Intl in Hindi, not an English date in a Hindi page.
    expect(screen.getByRole('heading', { level: 2, name: 'शुक्रवार, 20 नवंबर' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'पिछला दिन' })).toBeVisible();
    const breakfast = screen.getByRole('region', { name: /^नाश्ता/ });
    expect(within(breakfast).getByRole('button', { name: 'नाश्ता लिखें' })).toBeVisible();
    expect(screen.getByRole('region', { name: /^रात का भोजन/ })).toBeVisible();
    expect(screen.getByText('आपके न्यूट्रिशनिस्ट ने अभी कोई रोज़ की आदत तय नहीं की है।')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'खाया बनाम योजना' })).toBeVisible();
    expect(screen.getByText('इस दिन की कोई भोजन योजना नहीं है।')).toBeVisible();
    expect(screen.getByText('ऊर्जा')).toBeVisible();
    expect(screen.queryByText('Water')).not.toBeInTheDocument();
    expect(screen.queryByText('Log breakfast')).not.toBeInTheDocument();
  });

  it('counts the meals waiting to send by Hindi’s plural rule', async () => {
    answerJournal();
    await waitingBreakfast();
    showJournalInHindi();
    expect(await screen.findByText('1 भेजना बाकी है')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'नाश्ता, भेजना बाकी है' })).toHaveTextContent(
      'भेजना बाकी है',
    );
  });

  it('says "भेजने बाकी हैं" for more than one', async () => {
    answerJournal();
    await waitingBreakfast();
    await waitingBreakfast();
    showJournalInHindi();
    expect(await screen.findByText('2 भेजने बाकी हैं')).toBeVisible();
  });
});

describe('the Log meal dialog in Hindi', () => {
  it('asks what she ate, offers her plan and its quick portions in Hindi', async () => {
    answerJournal();
    answerSuggestions(suggestionsFor({ planned: [offered(idli, 2)] }));
    renderScreen(
      <I18nProvider locale="hi">
        <LogMealDialog
          clientId={MEERA_ID}
          date={DAY}
          meal="breakfast"
          foodSearch={searchBox}
          onClose={() => undefined}
        />
      </I18nProvider>,
      { role: 'client' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'नाश्ता लिखें' });
    expect(within(dialog).getByText('शुक्रवार, 20 नवंबर')).toBeVisible();
    expect(within(dialog).getByLabelText('खाना या व्यंजन खोजें')).toBeVisible();
    expect(within(dialog).getByLabelText('सिर्फ़ शाकाहारी खाना')).toBeVisible();
    expect(within(dialog).getByLabelText('नहीं मिला? अपने शब्दों में लिखें कि आपने क्या खाया')).toBeVisible();
    expect(within(dialog).getByLabelText('नोट (ज़रूरी नहीं)')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'भोजन सहेजें' })).toBeVisible();
    expect(await within(dialog).findByRole('heading', { name: 'योजना में: नाश्ता' })).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'योजना की सब चीज़ें जोड़ें' }));
    const ate = within(dialog).getByRole('list', { name: 'आपने क्या खाया: नाश्ता' });
    expect(
      within(ate).getByRole('group', { name: 'Idli की मात्रा चुनें, नाश्ता, शुक्रवार, 20 नवंबर' }),
    ).toBeVisible();
    expect(
      within(ate).getByRole('button', { name: 'हटाएँ: Idli (नाश्ता, शुक्रवार, 20 नवंबर)' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'योजना की चीज़ें जोड़ दी गईं' })).toBeVisible();
  });
});

describe('her journal on the nutritionist’s record, in Hindi', () => {
  it('counts the meals of a day by Hindi’s plural rule and names the days in Hindi', async () => {
    answer(
      'get',
      `/clients/${MEERA_ID}/journal`,
      journalWeek(
        {
          '2026-11-22': { plannedMeals: [], entries: [journalEntry('2026-11-22')] },
          '2026-11-23': {
            plannedMeals: [],
            entries: [
              journalEntry('2026-11-23'),
              journalEntry('2026-11-23', { meal: 'lunch', createdAt: '2026-11-23T08:00:00.000Z' }),
            ],
          },
        },
        { daysLogged: 2 },
      ),
    );
    renderScreen(
      <I18nProvider locale="hi">
        <JournalSection clientId={MEERA_ID} />
      </I18nProvider>,
      { role: 'nutritionist' },
    );
    const monday = await screen.findByRole('region', { name: 'सोम, 23 नव॰' });
    expect(monday).toHaveTextContent('2 भोजन लिखे गए');
    expect(
      within(monday).getByRole('article', { name: 'दोपहर का भोजन, सोम, 23 नव॰' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'रवि, 22 नव॰' })).toHaveTextContent(
      '1 भोजन लिखा गया',
    );
    expect(screen.getByLabelText('योजना का पालन')).toHaveTextContent('लिखे गए दिन7 में से 2');
  });
});
