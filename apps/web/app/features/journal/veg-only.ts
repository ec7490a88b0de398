import { useState } from 'react';

/**
 * A way of searching kept on this device, not a record sent to the server; per client, as
 * a family may share one phone.
 */
export const vegOnlyKey = (clientId: number) => `journalVegOnly:${clientId}`;

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function remembered(key: string): boolean {
  try {
    return storage()?.getItem(key) === 'true';
  } catch {
    // Storage refused (a private window): nothing remembered.
    return false;
  }
}

/** "Vegetarian food only" in the Log meal dialog, remembered on this device. */
export function useVegOnly(clientId: number): [boolean, (on: boolean) => void] {
  const key = vegOnlyKey(clientId);
  const [vegOnly, setVegOnly] = useState(() => remembered(key));
  const choose = (on: boolean) => {
    setVegOnly(on);
    try {
      storage()?.setItem(key, String(on));
    } catch {
      // Not remembered, but the choice still holds while the dialog is open.
    }
  };
  return [vegOnly, choose];
}
