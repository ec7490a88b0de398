import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ErrorBody } from '@nourishwell/shared';
import { answer } from './screen.tsx';

/** `method /api<path>` refuses with a 400 whose details name one field, as the server does. */
export function refuseField(method: 'post' | 'put', path: string, field: string, message: string) {
  answer(
    method,
    path,
    {
      message: 'Some fields are not valid.',
      code: 'VALIDATION_FAILED',
      details: [{ path: field, message }],
    } satisfies ErrorBody,
    { status: 400 },
  );
}

/** The field labelled `label` comes to be described by `message` (shown next to it). */
export const expectFieldMessage = (label: string, message: string) =>
  waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
