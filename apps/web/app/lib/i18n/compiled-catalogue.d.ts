/**
 * A catalogue compiled at build time (vite/compiled-catalogues.ts): a part of it
 * (`?compiled&part=dashboard`, the parts in packages/shared/src/i18n/parts.json), or every
 * text the browser may use (`?compiled`). A wildcard matches one run, so one line a part.
 */
declare module '*.json?compiled' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}

declare module '*.json?compiled&part=base' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}

declare module '*.json?compiled&part=dashboard' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}

declare module '*.json?compiled&part=staff' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
