import { ApiError } from '#web/lib/api-client.ts';
import { sayErrorNow } from '#web/lib/i18n/spoken.ts';

/**
 * A form's `failureText` (and an action's toast): the API's own message — a refusal, or
 * "Cannot reach NourishWell…" when offline — else the fallback, the screen's failure text
 * from the shared texts (also for an answer that carried no message of ours, whose stand-in
 * is only a status text). In the language in use: the server's message came in it, the
 * offline text and a fallback of the shared English texts are said in it here.
 */
export const apiMessageOr =
  (fallback: string) =>
  (error: unknown): string =>
    sayErrorNow(
      error instanceof ApiError && (error.fromServer || error.status === 0) && error.message
        ? error.message
        : fallback,
    );
