import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorCodes, type ErrorBody, type ErrorCode } from '@nourishwell/shared';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '#api/lib/errors.ts';

/** The helpers services throw with, in the order of their statuses. */
const helpers = [badRequest, unauthorized, forbidden, notFound, conflict, tooManyRequests];

/**
 * Every code the server's own code sends goes through AppError or the error handler's
 * ErrorBody, and both take only the shared list: typecheck (`tsc -p apps/api`, which reads
 * this file) fails here if either is loosened back to any string, and wherever a code is
 * misspelt. The malformed-input fuzz checks every answer it gets, Fastify's own included.
 */
describe('the server error codes', () => {
  it('are typed as the shared list wherever the server sets one', () => {
    expectTypeOf<AppError['code']>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<ErrorBody['code']>().toEqualTypeOf<ErrorCode>();
    for (const helper of helpers)
      expectTypeOf(helper).parameter(1).toEqualTypeOf<ErrorCode | undefined>();
  });

  it('refuse a code that is not in the list', () => {
    // @ts-expect-error a misspelt code does not compile.
    const misspelt = new AppError(409, 'SLOT_TAKN', 'That time was just taken.');
    // @ts-expect-error nor does one the list never had.
    const unlisted = badRequest('Please try again.', 'OOPS');
    expect(errorCodes).not.toContain(misspelt.code);
    expect(errorCodes).not.toContain(unlisted.code);
  });

  it('default to the generic code of their status', () => {
    const defaults = helpers.map((helper) => [helper('x').statusCode, helper('x').code]);
    expect(defaults).toEqual([
      [400, 'BAD_REQUEST'],
      [401, 'UNAUTHORIZED'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [409, 'CONFLICT'],
      [429, 'RATE_LIMITED'],
    ]);
  });
});
