import { Fragment, type ReactNode } from 'react';
import type { MessageKey, MessageValues, Translate } from '@nourishwell/shared';

/** Stands in for an element while the text is translated; no text holds it. */
const MARK = '\u0000';

/**
 * A translated text with elements in the places of some of its values ("{name} will no
 * longer show…" with the name in bold, "{name} के साथ" with a link for the name): each
 * language puts them where its own word order needs them.
 */
export function withNodes(
  t: Translate,
  key: MessageKey,
  nodes: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const names = Object.keys(nodes);
  const marks = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  return (
    <>
      {t(key, { ...values, ...marks })
        .split(MARK)
        .map((part, i) =>
          i % 2 === 0 ? part : <Fragment key={i}>{nodes[names[Number(part)] ?? '']}</Fragment>,
        )}
    </>
  );
}

/** `withNodes` for one element ("Move to <strong>{when}</strong>?"). */
export const aroundNode = (
  t: Translate,
  key: MessageKey,
  name: string,
  node: ReactNode,
  values: MessageValues = {},
): ReactNode => withNodes(t, key, { [name]: node }, values);
