import { z } from 'zod';
import {
  parseMoneyText,
  parseWholeNumberText,
  textOrNull,
  toInputText,
  webUrlOrNull,
} from '#client/lib/form-values.ts';
import { type UpdatePreferences, type User, updatePreferencesSchema } from '#common/contracts/users.ts';

/** The Settings form's six fields as text (spec §2: no styles, no setup flag). */
export interface SettingsValues {
  artistName: string;
  bio: string;
  yearsExperience: string;
  consultationPrice: string;
  bookingUrl: string;
  instagramHandle: string;
}

export type SettingsField = keyof SettingsValues;

/** The stored values; Cancel restores exactly these (spec §4). */
export function settingsFromUser(user: User): SettingsValues {
  return {
    artistName: toInputText(user.artistName),
    bio: toInputText(user.bio),
    yearsExperience: toInputText(user.yearsExperience),
    consultationPrice: toInputText(user.consultationPrice),
    bookingUrl: toInputText(user.bookingUrl),
    instagramHandle: toInputText(user.instagramHandle),
  };
}

export function buildSettingsPayload(values: SettingsValues): UpdatePreferences {
  return {
    artistName: values.artistName.trim(),
    bio: values.bio.trim(),
    yearsExperience: parseWholeNumberText(values.yearsExperience),
    consultationPrice: parseMoneyText(values.consultationPrice),
    bookingUrl: webUrlOrNull(values.bookingUrl),
    instagramHandle: textOrNull(values.instagramHandle),
  };
}

/** The order fields are checked and shown in: the first bad one is named in the toast and focused. */
export const SETTINGS_FIELD_ORDER: SettingsField[] = [
  'artistName',
  'bio',
  'yearsExperience',
  'consultationPrice',
  'bookingUrl',
  'instagramHandle',
];

/**
 * The Settings form's schema: the typed text becomes the PATCH body, checked by the server's own contract,
 * so the artist sees the server's messages before sending.
 */
export const settingsFormSchema = z
  .object({
    artistName: z.string(),
    bio: z.string(),
    yearsExperience: z.string(),
    consultationPrice: z.string(),
    bookingUrl: z.string(),
    instagramHandle: z.string(),
  })
  .transform(buildSettingsPayload)
  .pipe(updatePreferencesSchema);
