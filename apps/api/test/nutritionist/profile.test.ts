import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithRoles } from '../helpers/suite.ts';

function form(
  fields: Record<string, string>,
  photo?: { bytes: Buffer; name: string; type: string },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (photo)
    data.append('profilePicture', new Blob([photo.bytes], { type: photo.type }), photo.name);
  return data;
}

describe('a nutritionist updates her profile and photo (POST /nuts/updateProfile)', () => {
  const { app, as } = appWithRoles();
  let png: Buffer;
  let hugeJpeg: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    // Random noise does not compress: a JPEG over 1 MB.
    hugeJpeg = await sharp(randomBytes(1200 * 1200 * 3), {
      raw: { width: 1200, height: 1200, channels: 3 },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
  });

  const fields = () => ({
    name: 'Asha Menon',
    email: as.nutritionist.user.email,
    specialization: 'Clinical nutrition',
    experience: '9',
    bio: 'Diabetes and PCOS care.',
    qualifications: JSON.stringify(['M.Sc. Clinical Nutrition', 'Certified Diabetes Educator']),
  });
  const send = (payload: FormData, headers: Record<string, string> = as.nutritionist.headers) =>
    app.app.inject({ method: 'POST', url: '/api/nuts/updateProfile', headers, payload });

  it('saves her text fields and a PNG photo, re-encoded as a 512 px JPEG served with its own type', async () => {
    const response = await send(form(fields(), { bytes: png, name: 'me.png', type: 'image/png' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Asha Menon',
      experience: 9,
      qualifications: ['M.Sc. Clinical Nutrition', 'Certified Diabetes Educator'],
    });
    expect(body.profilePicUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.jpg$/);
    const photo = await app.app.inject({ method: 'GET', url: body.profilePicUrl });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);
  });

  it('keeps every field she did not send (qualifications, experience, bio, photo), and clears a list sent empty', async () => {
    const before = (await send(form(fields()))).json();
    const { name, email, specialization } = fields();
    const partial = await send(form({ name, email, specialization: `${specialization} ` }));
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toEqual(before);
    const cleared = await send(form({ name, email, specialization, qualifications: '[]' }));
    expect(cleared.json().qualifications).toEqual([]);
    await send(form(fields()));
  });

  it('refuses a file that is not a JPG or PNG by its bytes, whatever its name says', async () => {
    const fake = Buffer.from('GIF89a this is not really a jpeg');
    const response = await send(
      form(fields(), { bytes: fake, name: 'photo.jpg', type: 'image/jpeg' }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only JPG and PNG formats are allowed.');
  });

  it('refuses a photo of 1 MB or more', async () => {
    expect(hugeJpeg.length).toBeGreaterThan(1024 * 1024);
    const response = await send(
      form(fields(), { bytes: hugeJpeg, name: 'big.jpg', type: 'image/jpeg' }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Image must be less than 1MB.');
  });

  it('refuses a blank name and bad qualifications, and someone else’s email', async () => {
    expect((await send(form({ ...fields(), name: ' ' }))).json().message).toBe('Name is required');
    expect((await send(form({ ...fields(), qualifications: '{"not":"a list"}' }))).statusCode).toBe(
      400,
    );
    expect((await send(form({ ...fields(), email: as.client.user.email }))).statusCode).toBe(404);
  });

  it('answers 415 to a JSON body, 401 without a token and 403 to other roles', async () => {
    const json = await app.app.inject({
      method: 'POST',
      url: '/api/nuts/updateProfile',
      headers: as.nutritionist.headers,
      payload: fields(),
    });
    expect(json.statusCode).toBe(415);
    expect((await send(form(fields()), {})).statusCode).toBe(401);
    expect((await send(form(fields()), as.admin.headers)).statusCode).toBe(403);
    expect((await send(form(fields()), as.client.headers)).statusCode).toBe(403);
  });

  it('serves no file under a name it did not issue', async () => {
    expect(
      (await app.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await app.app.inject({
          method: 'GET',
          url: '/api/files/00000000-0000-0000-0000-000000000000.jpg',
        })
      ).statusCode,
    ).toBe(404);
  });
});
