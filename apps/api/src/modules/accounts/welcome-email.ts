import { pathIn, type Locale, type Role } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { textsForPerson } from '#api/lib/i18n.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';

/**
 * The new person's sign-in details with her temporary password (docs/product.md, "Temporary
 * passwords"), by email, in the transaction that creates her. A client reads it in the
 * language the practice gave for her (issue 33); staff in English.
 */
export async function queueWelcomeEmail(
  deps: AppDeps,
  db: Executor,
  person: {
    name: string;
    email: string;
    role: Role;
    temporaryPassword: string;
    language?: Locale | undefined;
  },
): Promise<void> {
  const { t, locale } = textsForPerson({ role: person.role, language: person.language });
  await queueMessage(deps, db, {
    kind: 'welcome',
    channel: 'email',
    recipient: person.email,
    subject: t('messages.welcome.subject'),
    body: [
      t('messages.greeting', { name: person.name }),
      '',
      t('messages.welcome.created'),
      '',
      // The sign-in page in the mail's language, so what she opens reads like it.
      t('messages.welcome.signIn', { url: `${deps.config.appUrl}${pathIn(locale, '/login')}` }),
      t('messages.welcome.email', { email: person.email }),
      t('messages.welcome.loginAs', { role: person.role }),
      t('messages.welcome.temporaryPassword', { password: person.temporaryPassword }),
      '',
      t('messages.welcome.choosePassword'),
      '',
      t('messages.signature'),
    ].join('\n'),
  });
}
