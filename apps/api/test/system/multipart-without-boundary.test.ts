import { describe, expect, it } from 'vitest';
import { appWithRoles } from '../helpers/suite.ts';

describe('a profile upload whose multipart body has no boundary', () => {
  const { app, as } = appWithRoles();

  it.each([
    ['nutritionist', '/api/nuts/updateProfile'],
    ['client', '/api/client/updateProfile'],
  ] as const)('answers the %s’s %s with 400 and says how to send it', async (role, url) => {
    const response = await app.app.inject({
      method: 'POST',
      url,
      headers: { ...as[role].headers, 'content-type': 'multipart/form-data' },
      payload: 'name=Meera',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The form could not be read. Send it as multipart/form-data with its boundary.',
      code: 'MALFORMED_MULTIPART',
    });
  });
});
