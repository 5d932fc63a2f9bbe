import { z } from 'zod';
import { SPECIALTY_STYLES } from '../constants/styles.ts';

/** Issue #11 "Artist intake controls": whether the artist is taking new clients. */
export const BOOKS_STATUSES = ['open', 'closed', 'waitlist'] as const;
export type BooksStatus = (typeof BOOKS_STATUSES)[number];

const MAX_LINE_CHARS = 200;

const styleList = (label: string) =>
  z
    .array(
      z.enum(SPECIALTY_STYLES, { error: `Each of ${label} must be one of: ${SPECIALTY_STYLES.join(', ')}` }),
      {
        error: `${label} must be a list`,
      },
    )
    .refine((styles) => new Set(styles).size === styles.length, `${label} must not repeat`);

/** One line of the artist's own words, or null when left empty. */
const line = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(MAX_LINE_CHARS, `${label} must be at most ${MAX_LINE_CHARS} characters`)
      .nullable(),
  );

/**
 * What the assistant may say about the studio and who qualifies (issue #11). Null means "not set": the
 * assistant then says the artist will confirm, and never invents an answer.
 */
export const intakeSettingsSchema = z
  .object({
    specialtyStyles: styleList('Specialty styles'),
    avoidStyles: styleList("Styles you don't do"),
    minimumPrice: z
      .number({ error: 'Minimum price must be a whole number' })
      .int('Minimum price must be a whole number')
      .min(0, 'Minimum price cannot be negative')
      .max(1_000_000, 'Minimum price must be at most 1000000')
      .nullable(),
    booksStatus: z.enum(BOOKS_STATUSES, { error: 'Books must be open, closed or waitlist' }),
    takesCoverUps: z.boolean({ error: 'Cover-ups must be yes or no' }).nullable(),
    takesWalkIns: z.boolean({ error: 'Walk-ins must be yes or no' }).nullable(),
    doesFlash: z.boolean({ error: 'Flash must be yes or no' }).nullable(),
    depositPolicy: line('Deposit policy'),
    studioLocation: line('Studio location'),
    studioHours: line('Studio hours'),
    agePolicy: line('Age policy'),
    // Issue #26 item 7: optional, so a caller that knows nothing of the schedule leaves none.
    booksReopenOn: z.iso.date({ error: 'Reopen date must be a date (YYYY-MM-DD)' }).nullable().default(null),
    booksCloseAfter: z
      .number({ error: 'Close after must be a whole number of requests' })
      .int('Close after must be a whole number of requests')
      .min(1, 'Close after must be at least 1 request')
      .max(1000, 'Close after must be at most 1000 requests')
      .nullable()
      .default(null),
  })
  .strict()
  .refine((settings) => !settings.avoidStyles.some((style) => settings.specialtyStyles.includes(style)), {
    message: "A style cannot be both a specialty and one you don't do",
    path: ['avoidStyles'],
  })
  .refine((settings) => settings.booksReopenOn === null || settings.booksStatus !== 'open', {
    message: 'Open books have no reopen date: choose closed or waitlist first',
    path: ['booksReopenOn'],
  })
  .refine((settings) => settings.booksCloseAfter === null || settings.booksStatus === 'open', {
    message: 'Only open books can close after a number of requests',
    path: ['booksCloseAfter'],
  });
export type IntakeSettings = z.infer<typeof intakeSettingsSchema>;

/** What GET and PUT /api/intake answer: the stored settings, already clean. */
export const intakeSettingsResponseSchema = z.object({
  specialtyStyles: z.array(z.enum(SPECIALTY_STYLES)),
  avoidStyles: z.array(z.enum(SPECIALTY_STYLES)),
  minimumPrice: z.number().int().nullable(),
  booksStatus: z.enum(BOOKS_STATUSES),
  takesCoverUps: z.boolean().nullable(),
  takesWalkIns: z.boolean().nullable(),
  doesFlash: z.boolean().nullable(),
  depositPolicy: z.string().nullable(),
  studioLocation: z.string().nullable(),
  studioHours: z.string().nullable(),
  agePolicy: z.string().nullable(),
  booksReopenOn: z.iso.date().nullable(),
  booksCloseAfter: z.number().int().nullable(),
});

/** The intake settings the engine reads; specialty styles and minimum price live on the profile. */
export type ArtistIntake = Omit<
  IntakeSettings,
  'specialtyStyles' | 'minimumPrice' | 'booksReopenOn' | 'booksCloseAfter'
>;

/** A new artist's settings: books open, nothing else claimed. */
export const DEFAULT_INTAKE_SETTINGS: IntakeSettings = {
  specialtyStyles: [],
  avoidStyles: [],
  minimumPrice: null,
  booksStatus: 'open',
  takesCoverUps: null,
  takesWalkIns: null,
  doesFlash: null,
  depositPolicy: null,
  studioLocation: null,
  studioHours: null,
  agePolicy: null,
  booksReopenOn: null,
  booksCloseAfter: null,
};
