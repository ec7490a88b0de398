import { expect, test, type APIRequestContext } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/session.ts';

async function signInByApi(request: APIRequestContext, email: string) {
  const login = await request.post('/api/users/login', {
    data: { email, password: DEMO_PASSWORD, role: 'client' },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const me = await (await request.get('/api/users/me', { headers })).json();
  return { headers, id: me.id as number, email };
}

test('Arjun cannot read or change Meera’s records by putting her ids in the API', async ({
  request,
}) => {
  const meera = await signInByApi(request, 'meera@nourishwell.test');
  const arjun = await signInByApi(request, 'arjun@nourishwell.test');
  const [record] = await (
    await request.get(`/api/client/email?email=${meera.email}`, { headers: meera.headers })
  ).json();
  const goals = await (
    await request.get(`/api/client/goal?clientId=${meera.id}`, { headers: meera.headers })
  ).json();
  expect(goals.length).toBeGreaterThan(0);
  const goalId = goals[0].id as number;
  const asha = record.nId as number;

  const as = { headers: arjun.headers };
  const refused = [
    await request.get(`/api/client/email?email=${meera.email}`, as),
    await request.get(`/api/client/progress?id=${meera.id}`, as),
    await request.get(`/api/client/meal?id=${meera.id}`, as),
    await request.get(`/api/client/goal?clientId=${meera.id}`, as),
    await request.get(`/api/client/nut?email=${meera.email}`, as),
    await request.get(`/api/nuts/rating?nutId=${asha}&clientEmail=${meera.email}`, as),
    await request.post('/api/client/goal/update', { ...as, data: { goalId, progress: 5 } }),
    await request.delete(`/api/client/goal/?goalId=${goalId}`, as),
    await request.post('/api/client/rateNutritionist', {
      ...as,
      data: { nutId: asha, clientEmail: meera.email, rating: 1 },
    }),
    await request.post('/api/nuts/messagesFromClient', {
      ...as,
      data: { nId: asha, cId: meera.id },
    }),
    await request.post('/api/client/updateProfile', {
      ...as,
      multipart: { name: 'Not Meera', email: meera.email },
    }),
  ];
  expect(refused.map((response) => response.status())).toEqual(refused.map(() => 404));

  // Nothing of hers changed.
  const after = await (
    await request.get(`/api/client/goal?clientId=${meera.id}`, { headers: meera.headers })
  ).json();
  expect(after).toEqual(goals);
  const [again] = await (
    await request.get(`/api/client/email?email=${meera.email}`, { headers: meera.headers })
  ).json();
  expect(again.name).toBe(record.name);
});
