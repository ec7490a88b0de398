import 'fake-indexeddb/auto';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { journalMessages, type FoodSearchItem } from '@nourishwell/shared';
import { outboxItems, removeFromOutbox } from '#web/lib/offline/outbox.ts';
import { vegOnlyKey } from '#web/features/journal/veg-only.ts';
import {
  answerJournal,
  answerSuggestions,
  showJournal,
  showLogBreakfast as showDialog,
} from '#web-test/journal-screen.tsx';
import {
  chai,
  DAY,
  MEERA_ID,
  idli,
  offered,
  pohaBreakfast,
  sambar,
  suggestionsFor,
} from '#web-test/fixtures/journal-records.ts';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import type { FoodSearch } from './log-meal-dialog.tsx';
import { SUGGESTIONS_LOADING } from './meal-suggestions.tsx';

startMockApi();
// The search waits for a pause in typing and the machine is shared: answers may take a while.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  for (const item of await outboxItems()) await removeFromOutbox(item.id);
  answerJournal();
});

const saved = { ...pohaBreakfast, id: 21, photoUrl: null, comments: [] };

const itemsList = (dialog: HTMLElement) =>
  within(dialog).getByRole('list', { name: 'What you ate: Breakfast' });
const quantityOf = (dialog: HTMLElement, name: string) =>
  (within(dialog).getByLabelText(new RegExp(`^Quantity of ${name}`)) as HTMLInputElement).value;
const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save meal' }));

/** The search answers each word with the dishes whose name holds it. */
function answerSearch(foods: FoodSearchItem[] = [chai, idli, sambar]) {
  apiServer.use(
    http.get('*/api/foods', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const items = foods.filter((food) => food.name.toLowerCase().includes(q));
      return HttpResponse.json({ items, total: items.length });
    }),
  );
}

describe('what the Log meal dialog offers before she types', () => {
  itShowsReadStates({
    path: '/journal/suggestions',
    show: () => showDialog(),
    loading: SUGGESTIONS_LOADING,
    failed: {
      says: journalMessages.suggestionsFailed,
      retried: {
        answer: suggestionsFor({ recent: [offered(chai)] }),
        shows: () => screen.findByRole('button', { name: 'Add Hot tea (Garam Chai) · 1 tea cup' }),
      },
    },
  });

  it('asks for the suggestions of its own date and meal', async () => {
    const asked: string[] = [];
    apiServer.use(
      http.get('*/api/journal/suggestions', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(suggestionsFor());
      }),
    );
    await showDialog();
    await waitFor(() => expect(asked).toEqual([`?date=${DAY}&meal=breakfast`]));
  });

  it('puts the planned items in with “Eat as planned”, so Save meal logs them', async () => {
    const sent = recordCalls('post', '/journal', saved, 201);
    answerSuggestions(
      suggestionsFor({ planned: [offered(idli, 2), offered(sambar, 1, 'katori')] }),
    );
    const dialog = await showDialog();
    const plan = await within(dialog).findByRole('region', { name: 'Planned for breakfast' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 idli (80 g)', '1 katori Sambar (150 g)']);
    fireEvent.click(within(plan).getByRole('button', { name: 'Eat as planned' }));
    expect(itemsList(dialog)).toHaveTextContent('Idli');
    expect(itemsList(dialog)).toHaveTextContent('Sambar');
    expect(quantityOf(dialog, 'Idli')).toBe('2');
    // Pressed once: it cannot put the same meal in twice.
    const added = within(plan).getByRole('button', { name: 'Planned items added' });
    expect(added).toHaveAttribute('aria-disabled', 'true');
    // Focus stays where she pressed, and pressing again adds nothing.
    fireEvent.click(added);
    expect(itemsList(dialog).querySelectorAll(':scope > li')).toHaveLength(2);
    save(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      date: DAY,
      meal: 'breakfast',
      items: [
        { foodId: idli.id, quantity: 2, unit: 'idli' },
        { foodId: sambar.id, quantity: 1, unit: 'katori' },
      ],
    });
  });

  it('adds a recent or usual food at the amount shown with one tap, and shows it as added', async () => {
    const sent = recordCalls('post', '/journal', saved, 201);
    answerSuggestions(
      suggestionsFor({ recent: [offered(chai)], frequent: [offered(idli, 2), offered(sambar)] }),
    );
    const dialog = await showDialog();
    const recent = await within(dialog).findByRole('region', { name: 'Recent' });
    const often = within(dialog).getByRole('region', { name: 'You often have' });
    expect(
      within(often)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Idli · 2 idli', 'Sambar · 1 bowl']);
    fireEvent.click(
      within(recent).getByRole('button', { name: 'Add Hot tea (Garam Chai) · 1 tea cup' }),
    );
    fireEvent.click(within(often).getByRole('button', { name: 'Add Idli · 2 idli' }));
    const chip = within(recent).getByRole('button', {
      name: 'Added: Hot tea (Garam Chai) · 1 tea cup',
    });
    expect(chip).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(chip);
    expect(itemsList(dialog)).toHaveTextContent('Hot tea');
    expect(quantityOf(dialog, 'Idli')).toBe('2');
    // Removed from the meal, the chip adds it again.
    fireEvent.click(within(dialog).getByRole('button', { name: /^Remove Idli/ }));
    expect(within(often).getByRole('button', { name: 'Add Idli · 2 idli' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    save(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ items: [{ foodId: chai.id, quantity: 1, unit: 'teacup' }] });
  });

  it('shows nothing of a list that is empty', async () => {
    const dialog = await showDialog();
    await waitFor(() => expect(screen.queryByText(SUGGESTIONS_LOADING)).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('heading', { name: /Planned for/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Recent' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('heading', { name: 'You often have' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the search working when the suggestions fail', async () => {
    answer('get', '/journal/suggestions', { message: 'Something went wrong' }, { status: 500 });
    answerSearch();
    const dialog = await showDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      journalMessages.suggestionsFailed,
    );
    const box = within(dialog).getByRole('combobox', { name: 'Search food or dish' });
    fireEvent.change(box, { target: { value: 'chai' } });
    fireEvent.mouseDown(await within(dialog).findByRole('option', { name: /Hot tea/ }));
    expect(itemsList(dialog)).toHaveTextContent('Hot tea (Garam Chai)');
  });
});

describe('quick portions of a picked item', () => {
  it('sets ½, 1, 1½ or 2 of the item’s own measure in one tap, the one chosen shown as pressed', async () => {
    answerSuggestions(suggestionsFor({ recent: [offered(idli)] }));
    const dialog = await showDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Idli · 1 idli' }));
    const portions = within(dialog).getByRole('group', { name: /^Portions of Idli, Breakfast/ });
    expect(
      within(portions)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['½ idli', '1 idli', '1½ idli', '2 idli']);
    expect(within(portions).getByRole('button', { name: '1 idli' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(portions).getByRole('button', { name: '2 idli' }));
    expect(quantityOf(dialog, 'Idli')).toBe('2');
    expect(within(portions).getByRole('button', { name: '2 idli' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(portions).getByRole('button', { name: '1 idli' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    fireEvent.click(within(portions).getByRole('button', { name: '½ idli' }));
    expect(quantityOf(dialog, 'Idli')).toBe('0.5');
  });

  it('follows the measure she chooses, and leaves grams to the number box', async () => {
    answerSuggestions(suggestionsFor({ recent: [offered(sambar)] }));
    const dialog = await showDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Sambar · 1 bowl' }));
    const measure = within(dialog).getByLabelText(/^Measure of Sambar/);
    fireEvent.change(measure, { target: { value: 'katori' } });
    expect(within(dialog).getByRole('button', { name: '1½ katori' })).toBeVisible();
    fireEvent.change(measure, { target: { value: 'g' } });
    expect(within(dialog).queryByRole('group', { name: /^Portions of Sambar/ })).toBeNull();
    expect(within(dialog).getByLabelText(/^Quantity of Sambar/)).toBeVisible();
  });
});

describe('Vegetarian food only', () => {
  /** A search that shows what it was asked for. */
  const RecordingSearch: FoodSearch = ({ label, vegOnly }) => (
    <p>
      {label}: {vegOnly ? 'vegetarian only' : 'everything'}
    </p>
  );

  it('is passed to the search and remembered on this device', async () => {
    let dialog = await showDialog(RecordingSearch);
    expect(within(dialog).getByText('Search food or dish: everything')).toBeVisible();
    const box = within(dialog).getByRole('checkbox', { name: 'Vegetarian food only' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(within(dialog).getByText('Search food or dish: vegetarian only')).toBeVisible();
    expect(localStorage.getItem(vegOnlyKey(MEERA_ID))).toBe('true');
    // Another client on the same phone starts from her own choice.
    expect(localStorage.getItem(vegOnlyKey(MEERA_ID + 1))).toBeNull();

    // The next time the dialog opens, on this device.
    cleanup();
    dialog = await showDialog(RecordingSearch);
    expect(within(dialog).getByRole('checkbox', { name: 'Vegetarian food only' })).toBeChecked();
    expect(within(dialog).getByText('Search food or dish: vegetarian only')).toBeVisible();
  });
});

describe('breakfast in a few taps', () => {
  it('logs chai (1 tea cup), idli (2) and sambar (1 katori) in 8 taps from the day', async () => {
    const sent = recordCalls('post', '/journal', saved, 201);
    answerSearch();
    let taps = 0;
    const tap = (element: HTMLElement) => {
      taps += 1;
      fireEvent.click(element);
    };
    /** Typing is not a tap; picking a result is one. */
    const searchAndPick = async (dialog: HTMLElement, word: string, option: RegExp) => {
      const box = within(dialog).getByRole('combobox', { name: 'Search food or dish' });
      fireEvent.change(box, { target: { value: word } });
      taps += 1;
      fireEvent.mouseDown(await within(dialog).findByRole('option', { name: option }));
    };

    showJournal();
    tap(await screen.findByRole('button', { name: 'Log breakfast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log breakfast' });
    await searchAndPick(dialog, 'chai', /Hot tea/);
    await searchAndPick(dialog, 'idli', /Idli/);
    await searchAndPick(dialog, 'sambar', /Sambar/);
    tap(within(dialog).getByRole('button', { name: '2 idli' }));
    // A measure is two taps on a phone: open the list, choose.
    taps += 2;
    fireEvent.change(within(dialog).getByLabelText(/^Measure of Sambar/), {
      target: { value: 'katori' },
    });
    tap(within(dialog).getByRole('button', { name: 'Save meal' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      meal: 'breakfast',
      items: [
        { foodId: chai.id, quantity: 1, unit: 'teacup' },
        { foodId: idli.id, quantity: 2, unit: 'idli' },
        { foodId: sambar.id, quantity: 1, unit: 'katori' },
      ],
    });
    expect(taps).toBe(8);
  });
});
