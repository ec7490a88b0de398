import {
  CONTACT_CODE,
  contactTexts,
  type ContactKind,
  type VerifiedContacts,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { createAttemptLimiter } from '#api/lib/attempt-limiter.ts';
import { textsForPerson } from '#api/lib/i18n.ts';
import { badRequest, tooManyRequests, unauthorized } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { tenDigits } from '#api/modules/privacy/erasure-match.ts';
import { identityOf, type Identity } from '#api/modules/privacy/identity.ts';
import { codeHasher, newCode } from './contact-codes.ts';
import * as repo from './contacts.repository.ts';

const HOUR_MS = 3_600_000;
/** Codes checked per person per hour, over every code she asked for (each has 5 tries). */
const CHECKS_PER_HOUR = 20;

async function identity(deps: AppDeps, me: AuthUser): Promise<Identity> {
  const who = await identityOf(deps.db, me.id);
  if (!who) throw unauthorized('Please sign in again.');
  return who;
}

/** The value a code for `contact` goes to: her profile phone's ten digits, or her email. */
function target(who: Identity, contact: ContactKind): string {
  if (contact === 'email') return who.email.toLowerCase();
  const phone = tenDigits(who.phone);
  if (!phone) throw badRequest(contactTexts.noPhone, 'NO_PHONE');
  return phone;
}

const stateOf = (who: Identity): VerifiedContacts => ({
  phone: { value: who.phone, verifiedAt: who.phoneVerifiedAt?.toISOString() ?? null },
  email: { value: who.email, verifiedAt: who.emailVerifiedAt?.toISOString() ?? null },
});

/** GET /me/contacts */
export async function verifiedContacts(deps: AppDeps, me: AuthUser): Promise<VerifiedContacts> {
  return stateOf(await identity(deps, me));
}

/**
 * POST /me/contacts/:contact/verification: a new code to her profile phone (SMS) or her
 * account email, through the outbox. The message expires with the code, so a late gateway
 * never delivers a dead code. A few codes an hour per person, counted across processes.
 */
export async function sendCode(deps: AppDeps, me: AuthUser, contact: ContactKind) {
  const who = await identity(deps, me);
  const value = target(who, contact);
  const { t } = textsForPerson(who);
  const sends = createAttemptLimiter(
    deps.counters,
    'contact-code',
    CONTACT_CODE.sendsPerHour,
    HOUR_MS,
  );
  if (!(await sends.tryAttempt(String(me.id)))) throw tooManyRequests(contactTexts.tooManySends);
  const code = newCode();
  const expiresAt = new Date(deps.clock.now().getTime() + CONTACT_CODE.minutes * 60_000);
  await deps.db.transaction(async (tx) => {
    await repo.saveCode(tx, {
      userId: me.id,
      contact,
      value,
      hash: codeHasher(deps.config.jwtSecret).hash(me.id, contact, value, code),
      expiresAt,
    });
    await queueMessage(deps, tx, {
      kind: 'privacy',
      channel: contact === 'phone' ? 'sms' : 'email',
      recipient: contact === 'phone' ? `+91${value}` : value,
      subject: contact === 'phone' ? null : t('messages.contactCode.subject'),
      // The code is the only secret in it; in her language (issue 33).
      body: t('messages.contactCode.message', { code, minutes: CONTACT_CODE.minutes }),
      expiresAt,
    });
  });
  deps.outbox.kick();
  return { message: contactTexts.codeSent(contact), expiresAt: expiresAt.toISOString() };
}

/**
 * POST /me/contacts/:contact/verification/confirm: the code proves the value it was sent
 * to, if her profile still holds that value. Each try is spent before it is checked.
 */
export async function confirmCode(
  deps: AppDeps,
  me: AuthUser,
  contact: ContactKind,
  code: string,
): Promise<VerifiedContacts> {
  const checks = createAttemptLimiter(deps.counters, 'contact-check', CHECKS_PER_HOUR, HOUR_MS);
  if (!(await checks.tryAttempt(String(me.id)))) throw tooManyRequests(contactTexts.tooManySends);
  const who = await identity(deps, me);
  const now = deps.clock.now();
  const waiting = await repo.spendTry(deps.db, me.id, contact, now, CONTACT_CODE.tries);
  if (!waiting) throw badRequest(contactTexts.codeSpent, 'CODE_SPENT');
  const right = codeHasher(deps.config.jwtSecret).matches(
    waiting.hash,
    me.id,
    contact,
    waiting.value,
    code,
  );
  if (!right) {
    throw waiting.tries >= CONTACT_CODE.tries
      ? badRequest(contactTexts.codeSpent, 'CODE_SPENT')
      : badRequest(contactTexts.wrongCode, 'WRONG_CODE');
  }
  // The value changed since the code went out: the code proves the old value only.
  if (waiting.value !== target(who, contact))
    throw badRequest(contactTexts.codeSpent, 'CODE_SPENT');
  await repo.markVerified(deps.db, me.id, contact, waiting.value, now);
  return stateOf(await identity(deps, me));
}
