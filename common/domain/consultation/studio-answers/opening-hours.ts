import { foldAccents } from '../text/stem-keys.ts';

/** One line of a studio's week: from one day to another (Monday is 0), open from one time to another ("11:00"). */
export interface OpeningHoursRow {
  firstDay: number;
  lastDay: number;
  opens: string;
  closes: string;
}

/** A day name is read from its first letters: "tue", "tues", "di", "mar". */
const MIN_DAY_PREFIX = 2;
const DAY_SEPARATORS = new Set(['-', '–', '—', 'to', 'a', 'à', 'au', 'bis', 'al', 'till', 'through']);
const TIME = /^(\d{1,2})(?:[:.h](\d{2}))?(am|pm|h|uhr)?$/;
const HOURS_IN_HALF_DAY = 12;

/**
 * "Tue-Sat 11am-7pm", "Mon–Fri 10:00–18:00, Sat 10-14", "Di-Sa 11-19 Uhr": the artist's opening hours as rows,
 * so a reply can say them in the client's language (the artist writes them once, in theirs). `weeks` holds each
 * language's seven day names from Monday; the text is read in a language all its days belong to. Null
 * when any part of it is no such row: the reply then quotes the artist's words as written, never a guess.
 */
export function readOpeningHours(
  text: string,
  weeks: readonly (readonly string[])[],
): OpeningHoursRow[] | null {
  const words = foldAccents(text.toLowerCase())
    .replace(/[-–—]/g, ' - ')
    .replace(/([,;&])/g, ' $1 ')
    .replace(/([a-z.])(\d)/g, '$1 $2')
    .split(/\s+/)
    .filter((word) => word !== '' && !FILLERS.has(word));
  const readings = weeks
    .map((week) => readRows(words, week))
    .filter((rows): rows is OpeningHoursRow[] => rows !== null);
  // "Di-Sa" is Tuesday to Saturday in German, Sunday to Saturday in French: the week that runs forward wins.
  return readings.find((rows) => rows.every((row) => row.firstDay <= row.lastDay)) ?? readings[0] ?? null;
}

/** Words between the parts of a week: "Tue-Sat, 11am to 7pm", "Mon-Fri 10-18 Uhr and Sat 10-14". */
const FILLERS = new Set([
  ',',
  ';',
  '&',
  'and',
  'und',
  'et',
  'y',
  'e',
  'uhr',
  'from',
  'de',
  'von',
  'da',
  'du',
  'dalle',
  'das',
]);

function readRows(words: readonly string[], week: readonly string[]): OpeningHoursRow[] | null {
  const rows: OpeningHoursRow[] = [];
  let index = 0;
  while (index < words.length) {
    const firstDay = dayOf(words[index] ?? '', week);
    if (firstDay === null) return null;
    index += 1;
    let lastDay = firstDay;
    if (DAY_SEPARATORS.has(words[index] ?? '')) {
      const day = dayOf(words[index + 1] ?? '', week);
      if (day === null) return null;
      lastDay = day;
      index += 2;
    }
    const opens = timeOf(words[index] ?? '');
    const hasSeparator = DAY_SEPARATORS.has(words[index + 1] ?? '');
    const closes = timeOf(words[index + (hasSeparator ? 2 : 1)] ?? '', true);
    if (!opens || !closes) return null;
    rows.push({ firstDay, lastDay, opens, closes });
    index += hasSeparator ? 3 : 2;
  }
  return rows.length > 0 ? rows : null;
}

function dayOf(word: string, week: readonly string[]): number | null {
  const stem = word.replace(/\.$/, '');
  if (stem.length < MIN_DAY_PREFIX) return null;
  const index = week.findIndex((name) => foldAccents(name).startsWith(stem));
  return index >= 0 ? index : null;
}

/** "11am" → "11:00", "7pm" → "19:00", "18.30" → "18:30"; a bare closing hour under 12 is in the afternoon ("11-7"). */
function timeOf(word: string, isClosing = false): string | null {
  const match = TIME.exec(word);
  if (!match) return null;
  let hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  const half = match[3];
  if (half === 'pm' && hour < HOURS_IN_HALF_DAY) hour += HOURS_IN_HALF_DAY;
  if (half === 'am' && hour === HOURS_IN_HALF_DAY) hour = 0;
  if (isClosing && half === undefined && hour < HOURS_IN_HALF_DAY) hour += HOURS_IN_HALF_DAY;
  return hour <= 24 ? `${String(hour).padStart(2, '0')}:${minutes}` : null;
}

/** A row with its days named in one language: the last day null for a single day. */
export interface NamedRow {
  first: string;
  last: string | null;
  opens: string;
  closes: string;
}

/**
 * The studio's hours in a language's words ("de martes a sábado, de 11:00 a 19:00"), each row said by `say` with
 * the language's week (Monday first); null when Intake Controls' text could not be read as rows.
 */
export function saidHours(
  rows: readonly OpeningHoursRow[] | null | undefined,
  week: readonly string[],
  say: (row: NamedRow) => string,
): string | null {
  if (!rows) return null;
  return rows
    .map(({ firstDay, lastDay, opens, closes }) =>
      say({
        first: week[firstDay] ?? '',
        last: lastDay === firstDay ? null : (week[lastDay] ?? ''),
        opens,
        closes,
      }),
    )
    .join('; ');
}
