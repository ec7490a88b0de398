import { useEffect, useState } from 'react';
import type { PrivacyNotice } from '@nourishwell/shared';
import { apiQuery, api } from '#web/lib/api.ts';

/** Her consent log (the privacy pages' ConsentCard). */
export const myConsentsQuery = () => apiQuery('myConsents');

export type NoticeState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; notice: PrivacyNotice };

/**
 * The notice's facts from configuration (grievance officer, retention). The /privacy page
 * is prerendered and public, outside any query client, so it asks once in the browser.
 */
export function usePrivacyNotice(): NoticeState {
  const [state, setState] = useState<NoticeState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .privacyNotice({}, { signal: controller.signal })
      .then((notice) => setState({ status: 'ready', notice }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
