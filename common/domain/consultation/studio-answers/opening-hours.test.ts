import { describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_SETTINGS } from '../../../contracts/intake.ts';
import { DEFAULT_CONVERSATION_STYLE } from '../conversation-style.ts';
import { LANGUAGES } from '../languages/index.ts';
import { wordReplyPart } from '../reply/compose-reply.ts';
import { readOpeningHours } from './opening-hours.ts';

const WEEKS = LANGUAGES.map((module) => module.reading.dayNames.slice(0, 7));
const read = (text: string) => readOpeningHours(text, WEEKS);

describe('readOpeningHours', () => {
  it.each([
    ['Tue-Sat 11am-7pm', [{ firstDay: 1, lastDay: 5, opens: '11:00', closes: '19:00' }]],
    ['Tuesday to Saturday, 11am to 7pm', [{ firstDay: 1, lastDay: 5, opens: '11:00', closes: '19:00' }]],
    ['Di-Sa 11-19 Uhr', [{ firstDay: 1, lastDay: 5, opens: '11:00', closes: '19:00' }]],
    ['Mar-Sáb 12:00-20:00', [{ firstDay: 1, lastDay: 5, opens: '12:00', closes: '20:00' }]],
    [
      'Mon–Fri 10:00–18:00, Sat 10-14',
      [
        { firstDay: 0, lastDay: 4, opens: '10:00', closes: '18:00' },
        { firstDay: 5, lastDay: 5, opens: '10:00', closes: '14:00' },
      ],
    ],
  ])('reads %j as rows of the week', (text, rows) => {
    expect(read(text)).toEqual(rows);
  });

  it.each(['By appointment', 'Tue-Sat 11am-7pm, by appointment', 'weekends mostly'])(
    'leaves %j to be quoted as written',
    (text) => {
      expect(read(text)).toBeNull();
    },
  );
});

describe("the hours said in the client's language", () => {
  const hours = 'Tue-Sat 11am-7pm';
  const context = (language: string) => ({
    artistName: 'Mara Vale',
    turn: 0,
    language,
    studio: {
      intake: { ...DEFAULT_INTAKE_SETTINGS, studioHours: hours },
      bookingUrl: null,
      openingHours: read(hours),
    },
  });

  it.each([
    ['es', 'de martes a sábado, de 11:00 a 19:00'],
    ['pt', 'de terça a sábado, das 11:00 às 19:00'],
    ['fr', 'du mardi au samedi, de 11:00 à 19:00'],
    ['de', 'Dienstag bis Samstag 11:00–19:00 Uhr'],
    ['it', 'dal martedì al sabato, dalle 11:00 alle 19:00'],
  ])('in %s', (language, said) => {
    const part = { kind: 'studio-answer' as const, topic: 'hours' as const };
    expect(wordReplyPart(part, DEFAULT_CONVERSATION_STYLE, context(language))).toContain(said);
  });
});
