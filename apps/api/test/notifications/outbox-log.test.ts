import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

describe('a message queued while no transport can send it', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('is logged by its outbox id and channel, never by the email address or phone it goes to', async () => {
    const lines: string[] = [];
    const log = {
      info: (details: object, text: string) => lines.push(JSON.stringify({ details, text })),
    };
    const deps = { outbox: { canDeliver: () => false, kick: () => undefined }, log };
    await queueMessage(deps as never, database.handle.db, {
      channel: 'email',
      recipient: 'meera.iyer@example.test',
      subject: 'Your session',
      body: 'See you on Friday.',
    });
    await queueMessage(deps as never, database.handle.db, {
      channel: 'sms',
      recipient: '+919812345678',
      subject: '',
      body: 'Your code is 123456',
    });
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toMatch(/email waits in the outbox table \(id \d+\): no SMTP_URL/);
    expect(lines.join('\n')).toMatch(
      /sms waits in the outbox table \(id \d+\): no MESSENGER_WEBHOOK_URL/,
    );
    expect(lines.join('\n')).not.toContain('meera.iyer@example.test');
    expect(lines.join('\n')).not.toContain('9812345678');
  });
});
