import { z } from 'zod';
import { depositRuleSchema } from './booking.ts';
import type { ArtistStudioAnswers } from './studio-answers.ts';

/**
 * Studios (issue #28, decision 073): several artists under one roof. The shapes both sides share: roles, what
 * a studio holds once for its artists, its white-label branding, invites and the routing a studio lead carries.
 */

/** owner: pays, manages the team and settings; artist: their own work only; front_desk: every lead and booking. */
export const STUDIO_ROLES = ['owner', 'artist', 'front_desk'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];
/** The roles an invite may give: there is one owner, the one who made the studio. */
export const INVITABLE_ROLES = ['artist', 'front_desk'] as const;

/** Issue #28 item 1: up to 3 invited artists (the plan's "3 artist profiles"); front desk seats apart. */
export const STUDIO_INVITED_ARTIST_SEATS = 3;
export const STUDIO_FRONT_DESK_SEATS = 3;
/** An invite link works for this many days, once. */
export const STUDIO_INVITE_TTL_DAYS = 7;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * What is the shop's, set once (issue #28 item 2). Each key absent leaves every artist their own; a key set is
 * what every artist of the studio inherits unless the artist set their own (an artist's own value wins).
 */
export const studioSettingsSchema = z.object({
  address: optionalText(300),
  hours: optionalText(300),
  depositPolicy: optionalText(1000),
  agePolicy: optionalText(500),
  depositRule: depositRuleSchema.nullable().optional(),
});
export type StudioSettings = z.infer<typeof studioSettingsSchema> & {
  /** The studio's answers to clients' common questions, same shape as an artist's (decision 045). */
  studioAnswers?: ArtistStudioAnswers;
};

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'Use a colour like #1f2937');

/** White-label (Studio plan): shown to clients instead of Inkdesk's name and mark. */
export const studioBrandingSchema = z.object({
  displayName: optionalText(80),
  accentColour: hexColour.nullable().optional(),
  /** A stored image's public URL, set by the logo upload. */
  logoUrl: z.string().max(500).nullable().optional(),
});
export type StudioBranding = z.infer<typeof studioBrandingSchema>;

/**
 * Who at the studio acted on a member's booking, lead or thread for them (decision 073): the owner or front desk.
 * Kept beside the owning artist, so the artist's history reads "Cancelled by Dana (front desk)", never "by you".
 */
export const studioActorSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(STUDIO_ROLES),
});
export type StudioActor = z.infer<typeof studioActorSchema>;

/** "Dana (front desk)": how an artist's history and emails name who at the studio acted for them. */
export function studioActorLabel(actor: Pick<StudioActor, 'name' | 'role'>): string {
  const role = { owner: 'studio owner', front_desk: 'front desk', artist: 'artist' }[actor.role];
  return `${actor.name} (${role})`;
}

/** Why a studio lead went to the artist it did (issue #28 item 3), shown on the lead. */
export const leadRoutingSchema = z.object({
  studioId: z.uuid(),
  /** 'matched': the best fit; 'client-chose': two fit equally and the client picked; 'reassigned': by hand. */
  how: z.enum(['matched', 'client-chose', 'reassigned']),
  reason: z.string(),
  candidates: z.array(
    z.object({ artistId: z.string(), artistName: z.string(), matchPercentage: z.number() }),
  ),
  at: z.string(),
  /** Who reassigned it by hand ('reassigned' only; absent on routing recorded before it was kept). */
  by: studioActorSchema.optional(),
});
export type LeadRouting = z.infer<typeof leadRoutingSchema>;

/** " by Dana (front desk)" after "Reassigned" when the routing says who did it; else nothing. */
export function routingByWords(routing: Pick<LeadRouting, 'by'>): string {
  return routing.by ? ` by ${studioActorLabel(routing.by)}` : '';
}
