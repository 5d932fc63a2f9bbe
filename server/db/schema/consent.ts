import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsentTemplate } from '#common/contracts/consent.ts';
import { bookings } from './booking.ts';
import { leads } from './leads.ts';
import { users } from './users.ts';

/**
 * The consent form an artist built (issue #26 item 4, decision 064); no row means the default form. `version`
 * rises on every save; a signed form keeps its own copy, so a later edit never changes one already signed.
 */
export const consentTemplates = pgTable('consent_templates', {
  artistId: text('artist_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  template: jsonb('template').$type<ConsentTemplate>().notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface ConsentAnswers {
  fullName: string;
  /** YYYY-MM-DD as the client entered it; refused under the minimum age (spec §9). */
  dateOfBirth: string;
  acknowledgements: boolean[];
  medicalAnswers: Array<{ answer: 'yes' | 'no'; detail: string }>;
}

export interface ArtistPart {
  inkBrand: string;
  lotNumbers: string;
  needles: string;
}

/**
 * One booking's signed consent form: made when the client signs, with the form as they saw it, their answers,
 * and the keys of what lies in the object store (their drawn signature, their ID photo, the PDF). Deleting the
 * lead or the booking deletes it; the files go first (delete-client-request.ts, delete-account.ts).
 */
export const consentForms = pgTable('consent_forms', {
  id: uuid('id').primaryKey().defaultRandom(),
  artistId: text('artist_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  leadId: uuid('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  bookingId: uuid('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** The form as the client saw and signed it, in their language. */
  form: jsonb('form').$type<ConsentTemplate>().notNull(),
  formVersion: integer('form_version').notNull(),
  language: text('language').notNull(),
  answers: jsonb('answers').$type<ConsentAnswers>().notNull(),
  clientSignatureKey: text('client_signature_key').notNull(),
  idPhotoKey: text('id_photo_key'),
  pdfKey: text('pdf_key').notNull(),
  clientSignedAt: timestamp('client_signed_at', { withTimezone: true }).notNull(),
  artistPart: jsonb('artist_part').$type<ArtistPart>(),
  artistSignatureKey: text('artist_signature_key'),
  artistSignedAt: timestamp('artist_signed_at', { withTimezone: true }),
});

export type ConsentFormRow = typeof consentForms.$inferSelect;

/** Every object-store key a consent form holds: deleting a client or an artist deletes each. */
export const consentFormKeys = (
  row: Pick<ConsentFormRow, 'clientSignatureKey' | 'idPhotoKey' | 'pdfKey' | 'artistSignatureKey'>,
): string[] =>
  [row.clientSignatureKey, row.idPhotoKey, row.pdfKey, row.artistSignatureKey].filter(
    (key): key is string => !!key,
  );
