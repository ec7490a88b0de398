import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './session.ts';
import { uniqueTag } from './unique.ts';

/**
 * A client of a nutritionist other than Asha, made through the admin API. The specs share
 * one database and the admin spec hands Ravi's clients to Asha, so a spec that needs
 * someone else's client makes its own.
 */
export async function strangerClient(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: { email: demo.admin.email, password: DEMO_PASSWORD, role: 'admin' },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const tag = uniqueTag();
  const nutritionist = { name: `Neha Stranger ${tag}`, email: `neha-${tag}@nourishwell.test` };
  const added = await request.post('/api/nuts/add', {
    headers,
    data: { ...nutritionist, phone: '9876501234', location: 'Pune', specialization: 'Sports' },
  });
  expect(added.status()).toBe(201);
  const client = { name: `Kiran Stranger ${tag}`, email: `kiran-${tag}@nourishwell.test` };
  const created = await request.post('/api/clients', {
    headers,
    data: { ...client, nutritionist: nutritionist.name, plan: 'Diabetes' },
  });
  expect(created.status()).toBe(201);
  return { ...client, id: ((await created.json()) as { id: number }).id };
}
