import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { readRecordFile } from './record-files.service.ts';

/** Issue 35: downloading a file of a client's record. */
export async function recordFilesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.recordFile, async ({ actor, params, reply }) => {
    const file = await readRecordFile(deps, actor, params.fileId);
    // An attachment, never shown inline: a PDF's scripts do not run on our origin.
    return reply
      .header(
        'content-disposition',
        `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', 'sandbox')
      .type(file.mime)
      .send(file.bytes);
  });
}
