import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { appWithRoles } from '../helpers/suite.ts';

describe('admin: counts, detail pages and own profile', () => {
  const { app, as } = appWithRoles();

  it('counts nutritionists and clients for the stat cards', async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/admin/counts',
      headers: as.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalNutritionists: 1,
      totalClients: 1,
      activeClients: 1,
      inactiveClients: 0,
      avgClientsPerNutritionist: '0.0',
    });
  });

  it('shows a nutritionist with rating and clients, and a client with sessions, progress and goals', async () => {
    await app.db
      .update(t.clients)
      .set({ nutritionistId: as.nutritionist.user.id })
      .where(eq(t.clients.id, as.client.user.id));
    await app.db
      .insert(t.ratings)
      .values({ clientId: as.client.user.id, nutritionistId: as.nutritionist.user.id, rating: 4 });
    await app.db
      .insert(t.progressEntries)
      .values({ clientId: as.client.user.id, week: 1, weight: 72.5 });
    const n = await app.app.inject({
      method: 'GET',
      url: `/api/admin/nutritionists/${as.nutritionist.user.id}`,
      headers: as.admin.headers,
    });
    expect(n.json()).toMatchObject({
      rating: { average: 4, count: 1 },
      clients: [{ id: as.client.user.id }],
    });
    const c = await app.app.inject({
      method: 'GET',
      url: `/api/admin/clients/${as.client.user.id}`,
      headers: as.admin.headers,
    });
    expect(c.json()).toMatchObject({
      client: { id: as.client.user.id },
      progress: [{ week: 1, weight: 72.5 }],
      sessions: [],
      goals: [],
    });
    const counts = await app.app.inject({
      method: 'GET',
      url: '/api/admin/counts',
      headers: as.admin.headers,
    });
    expect(counts.json().avgClientsPerNutritionist).toBe('1.0');
  });

  it('reads and updates the admin’s own profile, keeping fields not sent and refusing a blank name', async () => {
    const put = await app.app.inject({
      method: 'PUT',
      url: '/api/admin/profile',
      headers: as.admin.headers,
      payload: { name: 'Kavita Rao', phone: '9845012345', address: 'Bengaluru' },
    });
    expect(put.statusCode).toBe(200);
    const get = await app.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: as.admin.headers,
    });
    expect(get.json()).toEqual({
      name: 'Kavita Rao',
      email: as.admin.user.email,
      phone: '9845012345',
      address: 'Bengaluru',
    });
    const nameOnly = await app.app.inject({
      method: 'PUT',
      url: '/api/admin/profile',
      headers: as.admin.headers,
      payload: { name: 'Kavita R.' },
    });
    expect(nameOnly.json()).toMatchObject({
      name: 'Kavita R.',
      phone: '9845012345',
      address: 'Bengaluru',
    });
    const cleared = await app.app.inject({
      method: 'PUT',
      url: '/api/admin/profile',
      headers: as.admin.headers,
      payload: { name: 'Kavita R.', phone: '', address: '' },
    });
    expect(cleared.json()).toMatchObject({ phone: null, address: null });
    const blank = await app.app.inject({
      method: 'PUT',
      url: '/api/admin/profile',
      headers: as.admin.headers,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Name is required');
  });
});
