/** A catalogue compiled at build time (vite/compiled-catalogues.ts). */
declare module '*.json?compiled' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
