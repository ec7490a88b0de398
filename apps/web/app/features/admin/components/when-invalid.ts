import type { BaseSyntheticEvent } from 'react';

type Send<V> = (values: V) => Promise<unknown> | unknown;
type Submit<V> = (send: Send<V>) => (event?: BaseSyntheticEvent) => Promise<void>;

/**
 * `useApiForm`'s `submit`, plus what the admin forms do when their own checks stop a send:
 * §8 says "Please fix the form errors" as a toast, or Add Client's summary line.
 */
export function whenInvalid<V>(submit: Submit<V>, onInvalid: () => void) {
  return (send: Send<V>) => async (event?: BaseSyntheticEvent) => {
    let sent = false;
    await submit((values) => {
      sent = true;
      return send(values);
    })(event);
    if (!sent) onInvalid();
  };
}
