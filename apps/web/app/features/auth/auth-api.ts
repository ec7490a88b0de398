import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  LoginRequest,
  LoginResponse,
  MeResponse,
  SessionUser,
} from '@nourishwell/shared';
import { apiFetch } from '../../lib/api-client.ts';

export function login(input: LoginRequest): Promise<LoginResponse> {
  return apiFetch('/users/login', {
    method: 'POST',
    body: input,
    auth: false,
    redirectOnAuthError: false,
  });
}

/** The protected-route check of §2.1: the caller decides where a failure goes. */
export function protectRoute(): Promise<SessionUser> {
  return apiFetch('/protectroute', { redirectOnAuthError: false });
}

export function fetchMe(): Promise<MeResponse> {
  return apiFetch('/users/me', { redirectOnAuthError: false });
}

export function changePassword(input: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiFetch('/users/change-password', { method: 'POST', body: input });
}
