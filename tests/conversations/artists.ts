import type { SpecialtyStyle } from '#common/constants/styles.ts';
import { DEFAULT_INTAKE_SETTINGS, type IntakeSettings } from '#common/contracts/intake.ts';
import type { StudioAnswer } from '#common/contracts/studio-answers.ts';
import type { ArtistKey } from './case-schema.ts';

/** An artist the evaluation seeds next to the demo artist: profile columns plus the issue #11 intake controls. */
export interface ArtistFixture {
  email: string;
  artistName: string;
  bio: string;
  bookingUrl: string | null;
  consultationPrice: number | null;
  intake: IntakeSettings;
  /** Studio answers the artist changed (decision 045); the rest keep their defaults. */
  studioAnswers?: StudioAnswer[];
  /** The artist saved their availability: clients book through Inkdesk's own times, not the link (issue #25). */
  takesBookingsInApp?: true;
}

/** Mara Vale as server/db/seed.ts seeds her: cases read her name and booking link from here. */
export const MARA_NAME = 'Mara Vale Tattoo';
export const MARA_BOOKING_URL = 'https://example.com/book/mara-vale';

const openIntake = (specialtyStyles: SpecialtyStyle[]): IntakeSettings => ({
  ...DEFAULT_INTAKE_SETTINGS,
  specialtyStyles,
});

/**
 * The fixture artists. `mara` is the seeded demo artist (no intake set: the assistant must claim nothing); the
 * others are seeded by the runner with every control the cases lean on.
 */
export const FIXTURE_ARTISTS: Record<Exclude<ArtistKey, 'mara'>, ArtistFixture> = {
  /** Fine line and lettering only in her list; walk-ins and flash yes, no cover-ups, a minimum. */
  iris: {
    email: 'iris.lind@example.com',
    artistName: 'Iris Lind',
    bio: 'Fine line, script lettering, ornamental and small botanical pieces, black and grey only.',
    bookingUrl: 'https://example.com/book/iris',
    consultationPrice: null,
    intake: {
      ...openIntake(['Minimalist']),
      avoidStyles: ['Traditional', 'Tribal'],
      minimumPrice: 150,
      takesCoverUps: false,
      takesWalkIns: true,
      doesFlash: true,
      depositPolicy: '$50 deposit to book, taken off the final price',
      studioLocation: '412 Alder St, Portland',
      studioHours: 'Tue-Sat 11am-7pm',
      agePolicy: '18+ with photo ID, no exceptions',
    },
    studioAnswers: [
      { topic: 'touch_ups', isOn: true, text: { en: 'One free touch-up within 8 weeks of the session.' } },
    ],
  },
  /** Realism and portraits, memorials welcome, cover-ups yes, appointments only, euros. */
  rafa: {
    email: 'rafa.ortiz@example.com',
    artistName: 'Rafa Ortiz',
    bio: 'Black and grey realism and portraits. Memorial pieces and cover-ups welcome. Barcelona.',
    bookingUrl: 'https://example.com/book/rafa',
    consultationPrice: 50,
    intake: {
      ...openIntake(['Realism', 'Portrait']),
      avoidStyles: ['Watercolor'],
      minimumPrice: 300,
      takesCoverUps: true,
      takesWalkIns: false,
      doesFlash: false,
      depositPolicy: '€100 deposit, non-refundable, counts toward the tattoo',
      studioLocation: 'Carrer de Verdi 32, Barcelona',
      studioHours: 'Mon-Fri 12:00-20:00',
      agePolicy: null,
    },
    studioAnswers: [
      {
        topic: 'payment_methods',
        isOn: true,
        text: { en: 'Card, cash or Bizum.', es: 'Tarjeta, efectivo o Bizum.' },
      },
      { topic: 'guest_spots', isOn: false, text: {} },
    ],
  },
  /** Books closed: collects a waitlist lead and says so. */
  juno: {
    email: 'juno.hart@example.com',
    artistName: 'Juno Hart',
    bio: 'Bold traditional and neo-traditional flash and custom work.',
    bookingUrl: 'https://example.com/book/juno',
    consultationPrice: null,
    intake: {
      ...openIntake(['Traditional', 'Neo-traditional']),
      booksStatus: 'closed',
      takesCoverUps: true,
      takesWalkIns: false,
      doesFlash: true,
      studioLocation: 'Ink & Iron, 88 Market St, Leeds',
    },
  },
  /** One style only (American traditional), books open: her clients are never asked which style. */
  noor: {
    email: 'noor.haddad@example.com',
    artistName: 'Noor Haddad',
    bio: 'American traditional only: bold lines, solid colour, classic flash and custom pieces.',
    bookingUrl: 'https://example.com/book/noor',
    consultationPrice: null,
    intake: {
      ...openIntake(['Traditional']),
      minimumPrice: 120,
      takesCoverUps: true,
      takesWalkIns: true,
      doesFlash: true,
      studioLocation: '9 Harbour Rd, Bristol',
      agePolicy: '18+ only, photo ID checked at the door',
    },
  },
  /** Waitlist: takes names for the next opening. */
  kai: {
    email: 'kai.moreno@example.com',
    artistName: 'Kai Moreno',
    bio: 'Japanese large-scale work: sleeves, back pieces, koi, dragons.',
    bookingUrl: null,
    consultationPrice: null,
    intake: {
      ...openIntake(['Japanese']),
      minimumPrice: 500,
      booksStatus: 'waitlist',
      takesCoverUps: true,
      depositPolicy: '$200 deposit per session',
    },
  },
  /** Books in Inkdesk (availability saved) and still has an old booking link in her profile. */
  lena: {
    email: 'lena.brandt@example.com',
    artistName: 'Lena Brandt',
    bio: 'Fine line botanicals and small black and grey pieces. Custom work, Berlin.',
    bookingUrl: 'https://example.com/book/lena-old-link',
    consultationPrice: null,
    intake: {
      ...openIntake(['Minimalist', 'Blackwork']),
      minimumPrice: 120,
      depositPolicy: '€60 deposit to hold the date',
      studioLocation: 'Weserstraße 12, Berlin',
    },
    takesBookingsInApp: true,
  },
};
