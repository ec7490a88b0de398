import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { createSecretBox, secretBoxKey, type SecretBox } from '#api/lib/secret-box.ts';
import * as repo from './two-factor.repository.ts';

/** The name her authenticator app shows above the code. */
export const TOTP_ISSUER = 'NourishWell';

const boxes = new WeakMap<AppDeps['config'], SecretBox>();

/** One secret box per configuration: the key is derived once. */
export function secretBoxOf(deps: AppDeps): SecretBox {
  let box = boxes.get(deps.config);
  if (!box) {
    box = createSecretBox(secretBoxKey(deps.config.security.totpKey, deps.config.jwtSecret));
    boxes.set(deps.config, box);
  }
  return box;
}

export const newTotpSecret = () => generateSecret();

export const otpauthUri = (secret: string, email: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/**
 * Checks a 6-digit code against the secret, one 30-second step either side for a clock
 * that is a little off. A code that worked is spent for its step (the shared single-use
 * counter, so every process agrees): the same code cannot be replayed in its window.
 */
export async function checkTotp(
  deps: AppDeps,
  userId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const epoch = Math.floor(deps.clock.now().getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: 30 });
  if (!result.valid) return false;
  const timeStep = Math.floor(epoch / 30) + result.delta;
  return deps.singleUse.tryAttempt(`totp:${userId}:${timeStep}`);
}

/** Unambiguous letters and digits (no 0/o, 1/l/i), lowercase. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A fresh set: the codes to show once, and their hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(recoveryCode());
  const list = [...codes];
  return { codes: list, hashes: list.map(hashRecoveryCode) };
}

/** A 6-digit code from the app, or one of her unused recovery codes (spent by this). */
export async function checkSecondFactor(
  deps: AppDeps,
  userId: number,
  sealedSecret: string | null,
  code: string,
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const secret = sealedSecret ? secretBoxOf(deps).open(sealedSecret) : null;
    return secret !== null && checkTotp(deps, userId, secret, code);
  }
  return repo.useRecoveryCode(deps.db, userId, hashRecoveryCode(code));
}
