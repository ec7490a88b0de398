import { useState } from 'react';

/** A way of searching kept on this device, not a record sent to the server. */
export const VEG_ONLY_KEY = 'journalVegOnly';

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function remembered(): boolean {
  try {
    return storage()?.getItem(VEG_ONLY_KEY) === 'true';
  } catch {
    // Storage refused (a private window): nothing remembered.
    return false;
  }
}

/** "Vegetarian food only" in the Log meal dialog, remembered on this device. */
export function useVegOnly(): [boolean, (on: boolean) => void] {
  const [vegOnly, setVegOnly] = useState(remembered);
  const choose = (on: boolean) => {
    setVegOnly(on);
    try {
      storage()?.setItem(VEG_ONLY_KEY, String(on));
    } catch {
      // Not remembered, but the choice still holds while the dialog is open.
    }
  };
  return [vegOnly, choose];
}
