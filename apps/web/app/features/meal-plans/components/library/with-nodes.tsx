import { Fragment, type ReactNode } from 'react';
import type { MessageKey, Translate } from '@nourishwell/shared';

/** Stands in for an element while the text is translated; no text holds it. */
const MARK = '\u0000';

/**
 * A translated text with elements in the places of some of its values ("{name} will no
 * longer show…" with the name in bold): each language puts them where its word order
 * needs them. The scheduling feature's `aroundNode` does this for one element, but a
 * feature may not import another's; this one takes several.
 */
export function withNodes(
  t: Translate,
  key: MessageKey,
  nodes: Record<string, ReactNode>,
): ReactNode {
  const names = Object.keys(nodes);
  const marked = t(key, Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])));
  return (
    <>
      {marked
        .split(MARK)
        .map((part, i) =>
          i % 2 === 0 ? part : <Fragment key={i}>{nodes[names[Number(part)] ?? '']}</Fragment>,
        )}
    </>
  );
}
