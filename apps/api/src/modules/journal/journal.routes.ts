import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { sendJsonText } from '#api/http/json-text.ts';
import { readPhotoForm } from '#api/http/multipart-form.ts';
import { route } from '#api/http/route.ts';
import { FOOD_PHOTO } from '#api/lib/photo-rules.ts';
import * as journal from './journal-entries.service.ts';
import { readSignedPhoto } from './journal-photo-url.ts';
import { readJournalJson } from './journal-read.service.ts';
import { suggestionsFor } from './journal-suggestions.service.ts';

/**
 * The client journal: her entries and their photos, her nutritionist's comments, the
 * day-by-day read, and what the Log meal dialog offers before she types.
 */
export async function journalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.logJournalEntry, ({ actor, body }) => journal.logEntry(deps, actor, body));
  route(app, endpoints.journalSuggestions, ({ user, query }) => suggestionsFor(deps, user, query));
  route(app, endpoints.deleteJournalEntry, ({ actor, params }) =>
    journal.deleteEntry(deps, actor, params.entryId),
  );
  route(app, endpoints.journalPhoto, ({ actor, params, request }) =>
    journal.attachPhoto(deps, actor, params.entryId, async () => {
      const { photo } = await readPhotoForm(request, 'photo', FOOD_PHOTO);
      return photo;
    }),
  );
  route(app, endpoints.commentOnJournalEntry, ({ actor, params, body }) =>
    journal.commentOnEntry(deps, actor, params.entryId, body),
  );
  // A month of entries is ~150 kB: checking it against the schema again on the way out
  // cost as much as building it (bench), so it is sent as JSON text (its tests parse it).
  route(app, endpoints.clientJournal, async ({ user, params, query, reply }) =>
    sendJsonText(reply, await readJournalJson(deps, user, params.clientId, query)),
  );

  // Served to whoever holds a URL the journal read signed; the cache keeps it until it expires.
  route(app, endpoints.journalPhotoFile, async ({ params, query, reply }) => {
    const { photo, remaining } = await readSignedPhoto(deps, { name: params.name, ...query });
    return reply
      .type('image/jpeg')
      .header('cache-control', `private, max-age=${remaining}`)
      .send(photo);
  });
}
