import { fireEvent, screen } from '@testing-library/react';
import type { JsonBodyType } from 'msw';
import { expect, it } from 'vitest';
import { answer, fail, neverAnswer } from './screen.tsx';

/** An answer to the read, and how the test finds what the screen shows of it. */
interface Answered {
  answer: JsonBodyType;
  headers?: Record<string, string>;
  shows: () => Promise<HTMLElement>;
}

/** The read's answer when there is nothing yet, and what the screen then says. */
interface Empty {
  answer: JsonBodyType;
  headers?: Record<string, string>;
  says: string | RegExp;
  /** What else the empty screen shows, or does not. */
  also?: () => void;
}

/** What a screen says in each state of the read it waits on (its `GET /api<path>`). */
export type ReadStates = {
  /** The read: `GET /api<path>`. */
  path: string;
  /** Renders the screen. */
  show: () => unknown;
  /** Answers the screen's other reads, so only `path` decides what it shows. */
  otherReads?: () => void;
  /**
   * What shows while the read is on its way: a line of its own, or the text of the status
   * the screen announces.
   */
  loading: string | { status: string };
} & (
  | {
      empty: Empty;
      /**
       * The screen's failure text (its alert) when the read fails; after Retry the read
       * answers `retried` (by default the empty answer, and the screen says it again).
       */
      failed: { says: string; retried?: Answered };
    }
  | {
      /** A read that always has something (her own devices, her sign-in settings). */
      empty?: undefined;
      failed: { says: string; retried: Answered };
    }
);

/** What Retry loads: the screen's own answer for it, or else the empty answer again. */
function retriedAnswer(states: ReadStates): Answered {
  if (!states.empty) return states.failed.retried;
  const { empty } = states;
  return states.failed.retried ?? { ...empty, shows: () => screen.findByText(empty.says) };
}

const quoted = (text: string | RegExp) => `“${typeof text === 'string' ? text : text.source}”`;

/**
 * The loading, empty and could-not-load tests every screen has (docs/architecture.md),
 * declared inside the screen's `describe`. Each is named by what the screen says in it.
 */
export function itShowsReadStates(states: ReadStates) {
  const { path, show, otherReads, loading, empty, failed } = states;
  const loadingText = typeof loading === 'string' ? loading : loading.status;
  const retried = retriedAnswer(states);

  it(`says ${quoted(loadingText)} while its data is on its way`, async () => {
    otherReads?.();
    neverAnswer('get', path);
    show();
    if (typeof loading === 'string') expect(await screen.findByText(loading)).toBeVisible();
    else expect(await screen.findByRole('status')).toHaveTextContent(loading.status);
  });

  if (empty) {
    it(`says ${quoted(empty.says)} when there is nothing to show`, async () => {
      otherReads?.();
      answer('get', path, empty.answer, { headers: empty.headers });
      show();
      expect(await screen.findByText(empty.says)).toBeVisible();
      empty.also?.();
    });
  }

  it(`says ${quoted(failed.says)} when its data fails to load, and loads it again on Retry`, async () => {
    otherReads?.();
    fail('get', path);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(failed.says);
    answer('get', path, retried.answer, { headers: retried.headers });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await retried.shows()).toBeVisible();
  });
}
