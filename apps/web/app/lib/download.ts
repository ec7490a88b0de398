import {
  endpoints,
  isErrorCode,
  messages,
  pathWith,
  queryString,
  type EndpointInput,
  type Endpoints,
} from '@nourishwell/shared';
import { ApiError, unreachableMessage } from './api-client.ts';
import { languageHeaders } from './i18n/spoken.ts';
import { getToken } from './session.ts';

/** Entries whose answer is a file to keep (no JSON response schema). */
type FileName = {
  [K in keyof Endpoints]: Endpoints[K] extends { response: unknown } ? never : K;
}[keyof Endpoints];

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a file answer of the API (her data export, the audit CSV) with her token and
 * saves it under the server's file name. Fails as an ApiError like every other call.
 */
export async function downloadFile<N extends FileName>(
  name: N,
  input: EndpointInput<Endpoints[N]> = {} as EndpointInput<Endpoints[N]>,
): Promise<string> {
  const entry = endpoints[name];
  const { params, query } = input as { params?: object; query?: object };
  const url = `/api${pathWith(entry.path, params as Record<string, unknown>)}${queryString(query as Record<string, unknown>)}`;
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { ...languageHeaders(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, unreachableMessage, undefined, undefined, false);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: unknown };
    const code = isErrorCode(body.code) ? body.code : undefined;
    throw new ApiError(response.status, body.message ?? messages.generic.tryAgain, code);
  }
  const file = fileNameOf(response, `${String(name)}.txt`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns; the URL can go.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  return file;
}
