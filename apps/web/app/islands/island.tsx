import type { ComponentProps } from 'react';
import type { IslandComponent, IslandName } from './registry.ts';

/**
 * When an island's code loads on a static page: `interaction` on the first pointer, touch,
 * focus or input inside it (forms and buttons: nothing is fetched for a visitor who only
 * reads, and what is typed or pressed meanwhile is kept, see runtime.ts); `idle` once the
 * page has loaded and the browser is idle (a part that shows something only the server
 * knows, wherever it is on the page).
 */
export type IslandLoad = 'idle' | 'interaction';

interface Props<N extends IslandName> {
  name: N;
  load: IslandLoad;
  component: IslandComponent<N>;
  props?: ComponentProps<IslandComponent<N>>;
}

/**
 * An interactive part of a public page (decision 022). Rendered by React like any other
 * component — in the dashboards' app it is simply that component — and marked so that on
 * the static page the islands runtime hydrates just this part, with Preact, when `load`
 * says. Props travel as JSON, so they must be plain data.
 */
export function Island<N extends IslandName>({ name, load, component, props }: Props<N>) {
  const Component = component as React.ComponentType<object>;
  return (
    <div
      data-island={name}
      data-load={load}
      data-props={props ? JSON.stringify(props) : undefined}
      className="contents"
    >
      <Component {...(props ?? {})} />
    </div>
  );
}
