import { schedulingMessages } from '@nourishwell/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';
import { appWithRoles } from '../helpers/suite.ts';
import { dateIn, schedulingCalls, slotStarts } from './scheduling-fixtures.ts';

describe('twenty clients asking for the same slot at once', () => {
  const { app, as } = appWithRoles();
  const calls = schedulingCalls(app);
  const clients: Array<Record<string, string>> = [];

  beforeAll(async () => {
    expect((await calls.setHours(as.nutritionist.headers)).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      const client = await createUser(app.db, 'client');
      await app.db
        .update(t.clients)
        .set({ nutritionistId: as.nutritionist.user.id })
        .where(eq(t.clients.id, client.id));
      clients.push(bearer(await loginAs(app.app, client)));
    }
  });

  it('books exactly one of them (201); the other nineteen hear the slot was taken (409)', async () => {
    const [start] = await slotStarts(calls, clients[0]!, dateIn(3));
    const responses = await Promise.all(clients.map((headers) => calls.book(headers, { start })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: schedulingMessages.slotTaken, code: 'SLOT_TAKEN' });
    }
    const booked = await app.db
      .select({ id: t.appointments.id })
      .from(t.appointments)
      .where(
        and(
          eq(t.appointments.nutritionistId, as.nutritionist.user.id),
          eq(t.appointments.status, 'booked'),
        ),
      );
    expect(booked.length).toBe(1);
  });
});
