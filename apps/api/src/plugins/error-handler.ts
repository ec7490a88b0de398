import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ErrorBody, type ErrorCode } from '@nourishwell/shared';
import { isDatabaseTimeout, isDatabaseUnavailable } from '#api/lib/database-unavailable.ts';
import { AppError } from '#api/lib/errors.ts';
import { requestLanguage, textsFor } from '#api/lib/i18n.ts';
import { loggableError } from '#api/lib/loggable-error.ts';
import { uniqueViolationBody } from '#api/lib/unique-violation.ts';

/** Fastify's own 4xx codes, said in words a person can act on. */
const frameworkErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: messages.generic.malformedJson,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: messages.generic.malformedJson,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: messages.generic.unsupportedMediaType,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: messages.generic.tooLarge,
  },
};

/**
 * An error answer, its texts in the caller's language: the shared English texts are the
 * keys to their translations, so a service throws in English and never asks which language.
 */
function send(reply: FastifyReply, status: number, body: ErrorBody) {
  const say = textsFor(requestLanguage(reply.request.headers)).error;
  const said: ErrorBody = {
    ...body,
    message: say(body.message),
    ...(body.details
      ? { details: body.details.map((detail) => ({ ...detail, message: say(detail.message) })) }
      : {}),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(said);
}

function isSyntaxErrorFromJsonParse(error: FastifyError): boolean {
  return error instanceof SyntaxError && error.statusCode === 400;
}

/** Seconds a client is asked to wait while the database is out of reach (a restart takes ~1 s). */
const RETRY_AFTER_SECONDS = 1;

/**
 * The database could not be reached (503) or did not finish in time (504): not a bug, and
 * the same request may simply be sent again shortly (decision 026).
 */
const DATABASE_TROUBLE = {
  unavailable: {
    status: 503,
    code: 'UNAVAILABLE',
    message: messages.generic.unavailable,
    log: 'database unavailable',
  },
  timedOut: {
    status: 504,
    code: 'TIMED_OUT',
    message: messages.generic.tooSlow,
    log: 'database timed out',
  },
} as const;

function sendRetryLater(
  request: FastifyRequest,
  reply: FastifyReply,
  error: FastifyError,
  trouble: keyof typeof DATABASE_TROUBLE,
) {
  const { status, code, message, log } = DATABASE_TROUBLE[trouble];
  request.log.warn({ err: loggableError(error), reqId: request.id }, log);
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return send(reply, status, { message, code });
}

/**
 * One place shapes every error as `{message, code, details?}`: services throw `AppError`s and
 * never answer an error themselves; invalid input, Fastify's own errors, a duplicate row and
 * a database out of reach or too slow are said in the same shape, and anything unforeseen is
 * a logged 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      // Every 503 asks for the same short wait, thrown by a service (health) or not.
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? messages.generic.invalidInput,
      }));
      return send(reply, 400, {
        message: details[0]?.message ?? messages.generic.invalidInput,
        code: 'VALIDATION_FAILED',
        details,
      });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return send(reply, known.status, { message: known.message, code: known.code });
    if (isSyntaxErrorFromJsonParse(error)) {
      return send(reply, 400, { message: messages.generic.malformedJson, code: 'MALFORMED_JSON' });
    }
    if (error.statusCode === 429) {
      return send(reply, 429, { message: messages.generic.tooManyRequests, code: 'RATE_LIMITED' });
    }
    const duplicate = uniqueViolationBody(error);
    if (duplicate) return send(reply, 409, duplicate);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: loggableError(error) }, 'client error');
      return send(reply, status, { message: messages.generic.invalidInput, code: 'BAD_REQUEST' });
    }
    if (isDatabaseUnavailable(error)) return sendRetryLater(request, reply, error, 'unavailable');
    if (isDatabaseTimeout(error)) return sendRetryLater(request, reply, error, 'timedOut');
    request.log.error({ err: loggableError(error), reqId: request.id }, 'unhandled error');
    return send(reply, 500, { message: messages.generic.serverError, code: 'INTERNAL' });
  });
}
