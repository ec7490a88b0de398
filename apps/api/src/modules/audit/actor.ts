import type { FastifyRequest } from 'fastify';
import { currentUser } from '#api/http/current-user.ts';

/** The signed-in person and their address, for audit rows. */
export interface Actor {
  id: number;
  role: string;
  ip: string;
}

/**
 * No person acted: a visitor's public form (issue 34, "Pay now" selling a plan) or a job.
 * Its audit rows name the role 'system' and no one.
 */
export interface SystemActor {
  id: null;
  role: 'system';
  ip: null;
}

export const systemActor: SystemActor = { id: null, role: 'system', ip: null };

/** Whoever an audit row names: a signed-in person, or the system. */
export type AuditActor = Actor | SystemActor;

export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, role: user.role, ip: request.ip };
}
