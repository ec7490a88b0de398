import type { FastifyRequest } from 'fastify';
import { currentUser } from '#api/http/current-user.ts';

/** The signed-in person and their address, for audit rows. */
export interface Actor {
  id: number;
  role: string;
  ip: string;
}

export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, role: user.role, ip: request.ip };
}
