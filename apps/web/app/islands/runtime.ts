/**
 * The one script a static public page loads up front (decision 022): it finds the page's
 * islands and fetches each one's code only when its `data-load` says — on the first
 * pointer, touch, focus or input inside it, or once the page has loaded. Preact and the island come
 * after, from `hydrate.ts`. Nothing someone does before that is lost: a button pressed
 * early is pressed again once the island runs, a form sent early is sent then, and what
 * was typed stays typed.
 */
import type { IslandLoad } from './island.tsx';

const STARTERS = ['pointerover', 'touchstart', 'focusin', 'input'] as const;

/** After the page's load, when the browser has nothing else to do. */
function whenIdle(start: () => void) {
  const soon = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: 2000 })
      : setTimeout(start, 200);
  if (document.readyState === 'complete') soon();
  else addEventListener('load', soon, { once: true });
}

function whenTouched(el: HTMLElement, start: () => void) {
  for (const type of STARTERS) el.addEventListener(type, start, { once: true, passive: true });
}

/** Holds a button press or a form's sending until the island runs, then does it again. */
function holdEarlyActions(el: HTMLElement, start: () => void) {
  let held: (() => void) | null = null;
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest('button');
    // A link works without the island; only a button needs its code.
    if (!button || button.type === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = () => button.click();
    start();
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target as HTMLFormElement;
    held = () => form.requestSubmit();
    start();
  };
  el.addEventListener('click', onClick, true);
  el.addEventListener('submit', onSubmit, true);
  return () => {
    el.removeEventListener('click', onClick, true);
    el.removeEventListener('submit', onSubmit, true);
    held?.();
  };
}

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  let started = false;
  let release = () => {};
  const start = () => {
    if (started) return;
    started = true;
    import('./hydrate.ts')
      .then(({ hydrateIsland }) => hydrateIsland(el))
      .then(() => release())
      // Offline or a failed fetch: the next touch tries again.
      .catch(() => {
        started = false;
        whenTouched(el, start);
      });
  };
  release = holdEarlyActions(el, start);
  const load = el.dataset.load as IslandLoad;
  if (load === 'idle') whenIdle(start);
  else whenTouched(el, start);
}

// The phone menu is a <details> that opens without script; a link to a part of this same
// page leaves it open over the page, so choosing a link closes it.
document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest('details[open] a');
  link?.closest('details')?.removeAttribute('open');
});
