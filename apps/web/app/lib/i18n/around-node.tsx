import { Fragment, type ReactNode } from 'react';
import type { MessageKey, MessageValues, Translate } from '@nourishwell/shared';

/** Stands in for the node while the text is translated; no text holds it. */
const MARK = '\u0000';

/**
 * A translated text with an element in the place of one of its values ("Move to
 * <strong>{when}</strong>?", "{name} के साथ" with a link for the name): each language puts
 * the value where its own word order needs it.
 */
export function aroundNode(
  t: Translate,
  key: MessageKey,
  name: string,
  node: ReactNode,
  values: MessageValues = {},
): ReactNode {
  const [before = '', after = ''] = t(key, { ...values, [name]: MARK }).split(MARK);
  return (
    <Fragment>
      {before}
      {node}
      {after}
    </Fragment>
  );
}
