import { z } from 'zod';
import { INVITABLE_ROLES, STUDIO_ROLES, studioBrandingSchema, studioSettingsSchema } from './studios.ts';

/**
 * The studio team's API (issue #28 items 1 and 2, decision 073): making a studio, its members and invites, its
 * settings and branding, and moving a lead to another artist of the studio.
 */

/** A studio's public handle: its page is /s/:handle. */
export const studioHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,38}[a-z0-9]$/, 'Use 2 to 40 lowercase letters, digits or dashes');

const studioNameSchema = z.string().trim().min(1, 'Name your studio').max(80, 'At most 80 characters');

/** POST /api/studio: turn the signed-in artist's account into a studio (Studio plan). */
export const createStudioSchema = z.object({ name: studioNameSchema, publicHandle: studioHandleSchema });
export type CreateStudioInput = z.infer<typeof createStudioSchema>;

/** PATCH /api/studio (owner): what is the shop's; the logo has its own upload (POST /api/studio/logo). */
export const updateStudioSchema = z.object({
  name: studioNameSchema,
  settings: studioSettingsSchema,
  branding: studioBrandingSchema.omit({ logoUrl: true }),
});
export type UpdateStudioInput = z.infer<typeof updateStudioSchema>;

export const studioMemberSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(STUDIO_ROLES),
  joinedAt: z.string(),
});
export type StudioMember = z.infer<typeof studioMemberSchema>;

/** An invite not yet accepted, revoked or expired: it holds a seat. */
export const studioInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type StudioInvite = z.infer<typeof studioInviteSchema>;

/** GET /api/studio: the caller's studio as their role sees it; open invites are the owner's alone. */
export const studioViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  publicHandle: z.string(),
  role: z.enum(STUDIO_ROLES),
  settings: studioSettingsSchema,
  branding: studioBrandingSchema,
  members: z.array(studioMemberSchema),
  invites: z.array(studioInviteSchema),
});
export type StudioView = z.infer<typeof studioViewSchema>;
export const myStudioSchema = z.object({ studio: studioViewSchema.nullable() });
export type MyStudio = z.infer<typeof myStudioSchema>;

/** POST /api/studio/invites (owner): inviting an address again replaces its open invite with a new link. */
export const inviteToStudioSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'At most 254 characters')
    .pipe(z.email('Enter an email address')),
  role: z.enum(INVITABLE_ROLES, { error: 'Choose artist or front desk' }),
});
export type InviteToStudioInput = z.infer<typeof inviteToStudioSchema>;
/** The link is shown once, here and in the email: only its hash is stored. */
export const createdInviteSchema = z.object({ invite: studioInviteSchema, link: z.string() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

/** GET /api/studio-invites/:token: what the accept page shows before the invitee accepts. */
export const invitePreviewSchema = z.object({
  studioName: z.string(),
  role: z.enum(INVITABLE_ROLES),
  email: z.string(),
  /** open: can be accepted (by its address); the rest say why not. */
  status: z.enum(['open', 'expired', 'revoked', 'used']),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** PATCH /api/studio/members/:userId (owner). */
export const changeMemberRoleSchema = z.object({
  role: z.enum(INVITABLE_ROLES, { error: 'Choose artist or front desk' }),
});

/** POST /api/studio/leads/:leadId/reassign (owner or front desk). */
export const reassignLeadSchema = z.object({
  artistId: z.string().min(1, 'Choose an artist'),
  reason: z.string().trim().min(1, 'Say why, for the artist').max(300, 'At most 300 characters'),
});
export type ReassignLeadInput = z.infer<typeof reassignLeadSchema>;
