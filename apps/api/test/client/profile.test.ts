import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '@nourishwell/shared';
import { createUser } from '../helpers/factories.ts';
import { appWithRoles } from '../helpers/suite.ts';

function form(fields: Record<string, string>, photo?: { bytes: Buffer; type: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (photo) data.append('profilePicture', new Blob([photo.bytes], { type: photo.type }), 'me');
  return data;
}

describe('a client updates her profile and photo (POST /client/updateProfile)', () => {
  const { app, as } = appWithRoles();
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#d97706' } })
      .jpeg()
      .toBuffer();
  });

  const fields = (extra: Record<string, string> = {}) => ({
    name: 'Meera Iyer',
    email: as.client.user.email,
    phone: '98450 12345',
    location: 'Chennai',
    age: '31',
    height: '162',
    Weight: '70.6',
    diet: 'Vegetarian',
    allergies: 'Peanuts',
    ...extra,
  });
  const send = (payload: FormData, headers: Record<string, string> = as.client.headers) =>
    app.app.inject({ method: 'POST', url: '/api/client/updateProfile', headers, payload });

  it('saves her details, Weight with a capital W, and a re-encoded photo', async () => {
    const response = await send(form(fields(), { bytes: jpeg, type: 'image/jpeg' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: as.client.user.id,
      name: 'Meera Iyer',
      phone: '9845012345',
      location: 'Chennai',
      address: 'Chennai',
      age: 31,
      height: 162,
      weight: 70.6,
      diet: 'Vegetarian',
      allergies: 'Peanuts',
    });
    expect(body.profilePicUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.jpg$/);
    const photo = await app.app.inject({ method: 'GET', url: body.profilePicUrl });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(512);
  });

  it('clears an optional field sent blank and keeps the photo when none is sent', async () => {
    const before = (await send(form(fields()))).json();
    const response = await send(form(fields({ allergies: '', diet: '', age: '' })));
    expect(response.json()).toMatchObject({
      allergies: null,
      diet: null,
      age: null,
      profilePicUrl: before.profilePicUrl,
    });
  });

  it('keeps every field she did not send', async () => {
    const before = (await send(form(fields()))).json();
    const data = new FormData();
    data.append('name', 'Meera I.');
    data.append('email', as.client.user.email);
    const response = await send(data);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, name: 'Meera I.' });
  });

  it('refuses out-of-range numbers, a bad phone and an unknown diet with clear messages', async () => {
    const response = await send(
      form(fields({ age: '300', height: '20', Weight: '-4', phone: '12345', diet: 'Keto' })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'age', message: portalMessages.ageRange },
        { path: 'height', message: portalMessages.heightRange },
        { path: 'Weight', message: portalMessages.weightRange },
        { path: 'phone', message: portalMessages.phoneInvalid },
        { path: 'diet', message: portalMessages.dietInvalid },
      ]),
    );
    const nameless = await send(form(fields({ name: ' ' })));
    expect(nameless.json().message).toBe(portalMessages.nameRequired);
  });

  it('refuses a photo that is not a JPG or PNG by its bytes, whatever it claims', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1');
    const response = await send(form(fields(), { bytes: gif, type: 'image/png' }));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only JPG and PNG formats are allowed.');
  });

  it('answers 404 for another client’s email, 403 to other roles, 401 without a token', async () => {
    const someoneElse = await createUser(app.db, 'client');
    expect((await send(form(fields({ email: someoneElse.email })))).statusCode).toBe(404);
    expect((await send(form(fields()), as.nutritionist.headers)).statusCode).toBe(403);
    expect((await send(form(fields()), {})).statusCode).toBe(401);
  });
});
