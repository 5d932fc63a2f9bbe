import { sql } from 'drizzle-orm';
import { SPECIALTY_STYLES } from '#common/constants/styles.ts';
import type { Db } from '../server/db/client.ts';

/** Who the seeded leads belong to, unless told otherwise; the admin search joins each lead to one of them. */
const ARTIST_COUNT = 50;

const FIRST_NAMES = [
  'maya',
  'liam',
  'sofia',
  'noah',
  'aria',
  'ethan',
  'zoe',
  'lucas',
  'ivy',
  'mason',
  'nora',
  'kai',
  'lena',
  'omar',
  'ruby',
  'felix',
  'hana',
  'diego',
  'yara',
  'theo',
  'ines',
  'jonas',
  'amara',
  'luca',
  'freya',
  'mateo',
  'elif',
  'oscar',
  'priya',
  'sven',
  'chloe',
  'tariq',
  'mila',
  'arjun',
  'greta',
  'rafael',
  'aiko',
  'nico',
  'leila',
  'hugo',
];
const LAST_NAMES = [
  'okafor',
  'lindqvist',
  'moreau',
  'tanaka',
  'silva',
  'novak',
  'reyes',
  'schmidt',
  'kowalski',
  'haddad',
  'obrien',
  'rossi',
  'nguyen',
  'petrov',
  'fischer',
  'mendes',
  'yilmaz',
  'larsen',
  'dubois',
  'santos',
  'kim',
  'bauer',
  'costa',
  'walsh',
  'jansen',
  'romero',
  'sato',
  'ivanova',
  'keller',
  'duarte',
  'nakamura',
  'brennan',
  'vega',
  'horvat',
  'aziz',
  'meyer',
  'castillo',
  'berg',
  'ferreira',
  'quinn',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'icloud.com', 'proton.me', 'yahoo.com', 'hey.com'];

const PLACEMENTS = [
  'forearm',
  'upper arm',
  'shoulder blade',
  'ankle',
  'calf',
  'ribs',
  'back',
  'wrist',
  'thigh',
];

const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/**
 * `count` leads across `artistCount` artists, each with its conversation, made by PostgreSQL itself with
 * generate_series (one statement per table, seconds for 100,000). Emails, names and styles vary the way
 * real ones do, so a trigram search meets realistic selectivity; creation times spread over a year.
 */
export async function seedBenchLeads(db: Db, count: number, artistCount = ARTIST_COUNT): Promise<void> {
  await db.execute(sql`
    insert into users (id, email, artist_name, specialty_styles, has_completed_setup)
    select 'bench-artist-' || g, 'bench-artist-' || g || '@example.com', 'Bench Artist ' || g,
      array['Japanese'], true
    from generate_series(1, ${artistCount}) g`);
  await db.execute(sql`
    insert into conversations (id, session_id, artist_id, messages)
    select md5('bench-' || g)::uuid, 'bench-' || g, 'bench-artist-' || (g % ${artistCount} + 1),
      '[{"role":"user","content":"I want a tattoo","timestamp":"2025-01-01T00:00:00.000Z"}]'::jsonb
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    with names as (select ${textArray(FIRST_NAMES)} firsts, ${textArray(LAST_NAMES)} lasts,
      ${textArray(DOMAINS)} domains, ${textArray(SPECIALTY_STYLES)} styles, ${textArray(PLACEMENTS)} placements)
    insert into leads (artist_id, conversation_id, email, name, status, fit_score, match_percentage,
      detailed_rating, project_summary, match_breakdown, tattoo_style, placement, size, budget, created_at)
    select 'bench-artist-' || (g % ${artistCount} + 1), md5('bench-' || g)::uuid,
      firsts[g % 40 + 1] || '.' || lasts[(g / 40) % 40 + 1] || g || '@' || domains[g % 6 + 1],
      initcap(firsts[g % 40 + 1]) || ' ' || initcap(lasts[(g / 40) % 40 + 1]),
      (array['new','qualified','contacted','booked','rejected'])[g % 5 + 1],
      (array['high','medium','low'])[g % 3 + 1],
      g % 101, g % 101,
      styles[g % 11 + 1] || ' piece, ' || placements[g % 9 + 1],
      '{"criteria":[],"missingFields":[],"gates":[],"fitReason":"Seeded","suggestedReply":"Hi!"}'::jsonb,
      styles[g % 11 + 1], placements[g % 9 + 1], 'palm sized', '$' || (100 + g % 900),
      now() - make_interval(mins => g * 5)
    from generate_series(1, ${count}) g, names`);
  // The planner needs row estimates to choose the trigram indexes; autovacuum may not have run yet.
  await db.execute(sql`analyze leads`);
}

/** The baseline: the same table without its trigram index, so every search scans search_text. */
export async function dropSearchIndex(db: Db): Promise<void> {
  await db.execute(sql`drop index leads_search_trgm_idx`);
}
