/**
 * Runs one island of a static public page (decision 022): its component, from the same
 * source the dashboards' app renders, on Preact's React compatibility layer, which is a
 * tenth of react-dom's size. Loaded by `runtime.ts` only when an island is needed.
 */
import '#web/lib/zod-in-the-browser.ts';
import { h, hydrate, render, type ComponentType } from 'preact';
import { LazyToaster } from '#web/components/ui/lazy-toaster.tsx';
import { putBackAll, whatWasTyped } from './put-back.ts';
import { islands, type IslandName } from './registry.ts';

let toasterMounted = false;

/** One toaster for the page's islands (their forms say success and failure in toasts). */
function mountToaster() {
  if (toasterMounted) return;
  toasterMounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  render(h(LazyToaster as unknown as ComponentType, null), host);
}

export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName;
  const component = (await islands[name]()) as unknown as ComponentType<object>;
  const props = el.dataset.props ? (JSON.parse(el.dataset.props) as object) : {};
  const typed = whatWasTyped(el);
  hydrate(h(component, props), el);
  await putBackAll(el, typed);
  mountToaster();
}
