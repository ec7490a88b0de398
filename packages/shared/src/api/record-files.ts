import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { defineEndpoints } from './endpoint.ts';

export const recordFileParamsSchema = z.object({ fileId: idSchema });

/**
 * Issue 35: the files of a client's record (lab reports, intake files). Uploads belong to
 * their domain's calls (a lab report, an intake answer); this one call downloads a file for
 * the client herself or her nutritionist (anyone else: 404), and logs the read.
 */
export const recordFileEndpoints = defineEndpoints({
  recordFile: {
    method: 'GET',
    path: '/record-files/:fileId',
    access: ['client', 'nutritionist'],
    tags: ['client', 'nutritionist'],
    summary: 'A file of a client’s record (a PDF or JPEG), for her or her nutritionist',
    params: recordFileParamsSchema,
    errors: [400, 401, 403, 404, 409],
    produces: ['application/pdf', 'image/jpeg'],
  },
});
