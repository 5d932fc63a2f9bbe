import { z } from 'zod';
import { SPECIALTY_STYLES } from '../constants/styles.ts';

/** The signed-in user as `GET /api/auth/user` returns it (spec §3 User/artist). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  artistName: z.string().nullable(),
  bio: z.string().nullable(),
  specialtyStyles: z.array(z.string()),
  yearsExperience: z.number().int().nullable(),
  consultationPrice: z.number().int().nullable(),
  bookingUrl: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  publicHandle: z.string().nullable(),
  minimumPrice: z.number().int().nullable(),
  hasCompletedSetup: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const artistName = z
  .string({ error: 'Artist name must be text' })
  .trim()
  .min(1, 'Artist name is required')
  .max(80, 'Artist name must be at most 80 characters');

const bio = z.string({ error: 'Bio must be text' }).trim().max(1000, 'Bio must be at most 1000 characters');

const specialtyStyles = z
  .array(z.enum(SPECIALTY_STYLES, { error: `Each style must be one of: ${SPECIALTY_STYLES.join(', ')}` }), {
    error: 'Specialty styles must be a list',
  })
  .refine((styles) => new Set(styles).size === styles.length, 'Specialty styles must not repeat');

const yearsExperience = z
  .number({ error: 'Years of experience must be a whole number' })
  .int('Years of experience must be a whole number')
  .min(0, 'Years of experience cannot be negative')
  .max(80, 'Years of experience must be at most 80')
  .nullable();

/** A whole amount of money, capped well inside a 32-bit integer column so no input can overflow it. */
const wholeAmount = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} must be at most 1000000`)
    .nullable();

const consultationPrice = wholeAmount('Consultation price');
const minimumPrice = wholeAmount('Minimum price');

const bookingUrl = z.preprocess(
  emptyToNull,
  z
    .url({ protocol: /^https?$/, error: 'Booking URL must start with http:// or https://' })
    .max(500, 'Booking URL must be at most 500 characters')
    .nullable(),
);

/** Instagram usernames: letters, digits, dots and underscores, up to 30; a leading @ is dropped. */
const instagramHandle = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToNull(value.trim().replace(/^@/, '')) : value),
  z
    .string({ error: 'Instagram handle must be text' })
    .regex(
      /^[A-Za-z0-9._]{1,30}$/,
      'Instagram handle may use letters, numbers, dots and underscores (max 30)',
    )
    .nullable(),
);

/**
 * `PATCH /api/user/preferences` (spec §7). Strict: unknown keys such as isAdmin are rejected.
 * Only the wizard sends `hasCompletedSetup`, and only as `true`, together with a name and styles.
 */
export const updatePreferencesSchema = z
  .strictObject({
    artistName: artistName.optional(),
    bio: bio.optional(),
    specialtyStyles: specialtyStyles.optional(),
    yearsExperience: yearsExperience.optional(),
    consultationPrice: consultationPrice.optional(),
    minimumPrice: minimumPrice.optional(),
    bookingUrl: bookingUrl.optional(),
    instagramHandle: instagramHandle.optional(),
    hasCompletedSetup: z.literal(true, { error: 'hasCompletedSetup can only be set to true' }).optional(),
  })
  .superRefine((data, ctx) => {
    if (!data.hasCompletedSetup) return;
    if (!data.artistName) {
      ctx.addIssue({
        code: 'custom',
        path: ['artistName'],
        message: 'Artist name is required to complete setup',
      });
    }
    if (!data.specialtyStyles?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['specialtyStyles'],
        message: 'Choose at least one style to complete setup',
      });
    }
  });
export type UpdatePreferences = z.input<typeof updatePreferencesSchema>;
/** The validated, normalised change the server applies. */
export type PreferencesChange = z.output<typeof updatePreferencesSchema>;
