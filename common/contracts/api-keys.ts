import { z } from 'zod';

/**
 * API keys for the public API /api/v1 (issue #29, decision 077): what a key may do, what the dashboard sends to
 * make one and what it shows of the keys it has.
 */
export const API_KEY_SCOPES = ['leads:read', 'leads:write', 'bookings:read', 'portfolio:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope opens on /api/v1 (decision 080), in the words Settings → API shows beside its box. */
export const API_KEY_SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  'leads:read': 'Read leads and their conversations',
  'leads:write': 'Change a lead’s status and notes',
  'bookings:read': 'Read bookings and your availability',
  'portfolio:write': 'List, upload, change and delete portfolio pieces',
};

/** Every key starts so; secret scanners and people can tell an Inkdesk key at a glance. */
export const API_KEY_PREFIX = 'ink_live_';
/** How much of the key the list shows: the fixed prefix and 6 random characters. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 6;
/** An artist's live (not revoked) keys at most. */
export const MAX_API_KEYS = 10;
/** Requests per key per minute on /api/v1. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;

export const createApiKeySchema = z.strictObject({
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, 'Give the key a name')
    .max(60, 'name must be at most 60 characters'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `scopes must be among ${API_KEY_SCOPES.join(', ')}` }))
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKey = z.input<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, e.g. ink_live_a1b2c3; the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the key itself, this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
