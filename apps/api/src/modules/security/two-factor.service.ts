import QRCode from 'qrcode';
import {
  securityMessages,
  type MessageResponse,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { badRequest, conflict, forbidden, unauthorized } from '#api/lib/errors.ts';
import { verifyPassword } from '#api/lib/passwords.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { countPasswordCheck, forgetPasswordChecks } from './password-checks.ts';
import {
  checkSecondFactor,
  checkTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  secretBoxOf,
} from './two-factor-codes.ts';
import * as repo from './two-factor.repository.ts';

/** An admin must have two-factor on where REQUIRE_ADMIN_2FA=1. */
export const mustUseTwoFactor = (deps: AppDeps, role: AuthUser['role']) =>
  role === 'admin' && deps.config.security.requireAdminTwoFactor;

const isStaff = (user: AuthUser) => user.role === 'admin' || user.role === 'nutritionist';

async function stateOf(deps: AppDeps, user: AuthUser) {
  const state = await repo.findTwoFactorState(deps.db, user.id);
  if (!state) throw unauthorized('Please sign in again.');
  return state;
}

export async function twoFactorStatus(deps: AppDeps, user: AuthUser): Promise<TwoFactorStatus> {
  const state = await stateOf(deps, user);
  return {
    enabled: state.enabledAt !== null,
    enabledAt: state.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: state.enabledAt ? await repo.countUnusedCodes(deps.db, user.id) : 0,
    required: mustUseTwoFactor(deps, user.role),
  };
}

export async function setUpTwoFactor(deps: AppDeps, user: AuthUser): Promise<TwoFactorSetup> {
  if (!isStaff(user)) throw forbidden(securityMessages.twoFactorStaffOnly);
  const secret = newTotpSecret();
  if (!(await repo.storePendingSecret(deps.db, user.id, secretBoxOf(deps).seal(secret)))) {
    throw conflict(securityMessages.twoFactorAlreadyOn, 'TWO_FACTOR_ON');
  }
  const uri = otpauthUri(secret, user.email);
  return { otpauthUri: uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1 }), secret };
}

/** The pending or live secret in the clear, or null when there is none (or it cannot be opened). */
function openSecret(deps: AppDeps, sealed: string | null): string | null {
  return sealed ? secretBoxOf(deps).open(sealed) : null;
}

export async function enableTwoFactor(
  deps: AppDeps,
  user: AuthUser,
  code: string,
): Promise<RecoveryCodes> {
  const state = await stateOf(deps, user);
  if (state.enabledAt) throw conflict(securityMessages.twoFactorAlreadyOn, 'TWO_FACTOR_ON');
  const secret = openSecret(deps, state.sealedSecret);
  if (!secret) throw conflict(securityMessages.twoFactorNotSetUp, 'TWO_FACTOR_NOT_SET_UP');
  if (!(await checkTotp(deps, user.id, secret, code))) {
    throw badRequest(securityMessages.codeWrong, 'CODE_WRONG');
  }
  const { codes, hashes } = newRecoveryCodes();
  const enabled = await deps.db.transaction(async (tx) => {
    if (!(await repo.markEnabled(tx, user.id))) return false;
    await repo.replaceRecoveryCodes(tx, user.id, hashes);
    return true;
  });
  if (!enabled) throw conflict(securityMessages.twoFactorAlreadyOn, 'TWO_FACTOR_ON');
  return { message: securityMessages.enabled, recoveryCodes: codes };
}

export async function disableTwoFactor(
  deps: AppDeps,
  user: AuthUser,
  input: { password: string; code: string },
): Promise<MessageResponse> {
  if (mustUseTwoFactor(deps, user.role)) {
    throw conflict(securityMessages.twoFactorRequiredForAdmins, 'TWO_FACTOR_REQUIRED');
  }
  const state = await stateOf(deps, user);
  if (!state.enabledAt) throw conflict(securityMessages.twoFactorNotOn, 'TWO_FACTOR_OFF');
  // A password check: counted per account like a password change (issue 30), so a stolen
  // session cannot use this call to guess her password.
  await countPasswordCheck(deps, user.id);
  if (!(await verifyPassword(state.passwordHash, input.password))) {
    throw badRequest(securityMessages.passwordWrong, 'PASSWORD_WRONG');
  }
  if (!(await checkSecondFactor(deps, user.id, state.sealedSecret, input.code))) {
    throw badRequest(securityMessages.codeWrong, 'CODE_WRONG');
  }
  await deps.db.transaction((tx) => repo.clearTwoFactor(tx, user.id));
  await forgetPasswordChecks(deps, user.id);
  return { message: securityMessages.disabled };
}

export async function regenerateRecoveryCodes(
  deps: AppDeps,
  user: AuthUser,
  code: string,
): Promise<RecoveryCodes> {
  const state = await stateOf(deps, user);
  if (!state.enabledAt) throw conflict(securityMessages.twoFactorNotOn, 'TWO_FACTOR_OFF');
  const secret = openSecret(deps, state.sealedSecret);
  if (!secret || !(await checkTotp(deps, user.id, secret, code))) {
    throw badRequest(securityMessages.codeWrong, 'CODE_WRONG');
  }
  const { codes, hashes } = newRecoveryCodes();
  await deps.db.transaction((tx) => repo.replaceRecoveryCodes(tx, user.id, hashes));
  return { message: securityMessages.codesRegenerated, recoveryCodes: codes };
}

/** Whether she has two-factor sign-in on, and its secret: sign-in and a password change ask. */
export const twoFactorStateOf = (db: Executor, userId: number) =>
  repo.findTwoFactorState(db, userId);
