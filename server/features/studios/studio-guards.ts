import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StudioRole } from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import { studioMembers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccessGuards } from '../../lib/route-access.ts';

/** The caller's place in a studio, as the studio guards found it. */
export interface StudioMembership {
  studioId: string;
  role: StudioRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the studio guards (access 'studio-member', 'studio-manager', 'studio-owner'). */
    studioMembership: StudioMembership | null;
  }
}

type StudioGuards = Pick<AccessGuards, 'requireStudioMember' | 'requireStudioManager' | 'requireStudioOwner'>;

/**
 * The guards behind the studio access kinds (server/lib/route-access.ts, decision 073): each signs the caller in
 * (requireUser: 401 signed out), reads their membership from the database on every call (a removed member loses
 * access at once) and refuses with a 403 saying which role the route needs.
 */
export function createStudioGuards(
  db: Db,
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): StudioGuards {
  const guard =
    (roles: readonly StudioRole[], refusal: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      await requireUser(request, reply);
      const [membership] = await db
        .select({ studioId: studioMembers.studioId, role: studioMembers.role })
        .from(studioMembers)
        .where(eq(studioMembers.userId, request.user!.id));
      if (!membership || !roles.includes(membership.role)) throw new AppError('FORBIDDEN', refusal);
      request.studioMembership = membership;
    };
  return {
    requireStudioMember: guard(['owner', 'artist', 'front_desk'], 'You are not in a studio'),
    requireStudioManager: guard(['owner', 'front_desk'], 'Only the studio owner or front desk can do that'),
    requireStudioOwner: guard(['owner'], 'Only the studio owner can do that'),
  };
}

/** The caller's membership in a route whose access is a studio one. */
export function currentMembership(request: FastifyRequest): StudioMembership {
  if (!request.studioMembership) throw new AppError('FORBIDDEN', 'You are not in a studio');
  return request.studioMembership;
}
