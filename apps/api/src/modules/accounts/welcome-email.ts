import type { Role } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';

const roleName: Record<Role, string> = {
  admin: 'Admin',
  nutritionist: 'Nutritionist',
  client: 'Client',
};

/**
 * The new person's sign-in details with her temporary password (docs/product.md, "Temporary
 * passwords"), by email, in the transaction that creates her.
 */
export async function queueWelcomeEmail(
  deps: AppDeps,
  db: Executor,
  person: { name: string; email: string; role: Role; temporaryPassword: string },
): Promise<void> {
  await queueMessage(deps, db, {
    kind: 'welcome',
    channel: 'email',
    recipient: person.email,
    subject: 'Your NourishWell account',
    body: [
      `Hello ${person.name},`,
      '',
      'An account has been created for you on NourishWell.',
      '',
      `Sign in at ${deps.config.appUrl}/login`,
      `Email: ${person.email}`,
      `Login As: ${roleName[person.role]}`,
      `Temporary password: ${person.temporaryPassword}`,
      '',
      'You will be asked to choose your own password when you first sign in.',
      '',
      '— NourishWell',
    ].join('\n'),
  });
}
