import {
  fieldErrorsFromIssues,
  parseWholeNumberText,
  textOrNull,
  toInputText,
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
    consultationPrice: parseWholeNumberText(values.consultationPrice),
    bookingUrl: textOrNull(values.bookingUrl),
    instagramHandle: textOrNull(values.instagramHandle),
  };
}

/** Checks the payload with the shared contract so the artist sees the server's own messages before sending. */
export function validateSettings(payload: UpdatePreferences): Partial<Record<SettingsField, string>> {
  const result = updatePreferencesSchema.safeParse(payload);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}
