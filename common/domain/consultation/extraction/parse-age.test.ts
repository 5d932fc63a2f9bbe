import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { parseAge } from './parse-age.ts';
import { readMessage } from './read-message.ts';

const ageOf = (text: string) => parseAge(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens)?.value ?? null;

describe('parseAge', () => {
  it.each([
    ["I'm 17", 17],
    ['im 17 and want a butterfly', 17],
    ['I am 16', 16],
    ['I’m only 15', 15],
    ['17 years old', 17],
    ['17yo here', 17],
    ['17 y/o', 17],
    ['age: 19', 19],
    ['my age is 22', 22],
    ["I'm seventeen", 17],
    ["I'm turning 18 next month", 17],
    ["i'm under 18", 17],
    ['Hi! 25 years old, first tattoo', 25],
    ['I AM 30', 30],
    ['aged 40', 40],
    ['just turned 18!', 18],
    ['turning 18 in june, can I book for after?', 17],
    ['tengo 17 años', 17],
    // An afterthought closes the statement as a full stop does.
    ['tengo 27 po', 27],
    ['estoy en décimo grado', 16],
    ["j'ai 24 ans mdr", 24],
    // Issue #11: a parent asking for a child is asking for an under-age client.
    ['my son is 15 years old', 15],
    ['my daughter is 16, can she get one?', 16],
    ['mi hijo tiene 16', 16],
    ['asking for my 16 year old', 16],
  ])('reads %j as %d', (text, age) => {
    expect(ageOf(text)).toBe(age);
  });

  it.each([
    "I'm 5'8",
    "I'm 100% sure",
    'I am 12 weeks pregnant',
    'I was 16 years old when I got my first',
    'I want it 17 cm wide',
    "I'm 25cm tall lol",
    'budget 17',
    'I got my first tattoo at the age of 16',
  ])('finds no age of the client in %j', (text) => {
    expect(ageOf(text)).toBeNull();
  });

  it.each([
    ['my son is 16, can he get a tattoo?', 16],
    ['my daughter turns 15 next week', 15],
    ['my stepdaughter is 17 and wants her first tattoo', 17],
  ])("reads a parent asking for a child as the child's age: %j", (text, age) => {
    const found = parseAge(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens);
    expect(found).toMatchObject({ value: age, isSomeoneElse: true });
  });

  it.each([
    'im 17 but 18 in 2 weeks',
    'want my first tattoo for my 18th birthday in march',
    'i turn 18 next month',
  ])('reads an 18th birthday ahead in %j as 17, birthday coming', (text) => {
    const found = parseAge(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens);
    expect(found).toMatchObject({ value: 17, isBirthdayAhead: true });
  });

  it('does not read "18 in" as a birthday without a stated 17: it may be inches', () => {
    expect(ageOf('a dragon 18 in long')).toBeNull();
  });
});

describe('parseAge: a birth year', () => {
  const ageIn = (text: string, year: number | null) =>
    parseAge(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, year)?.value ?? null;

  it('reads a birth year against the year the message was sent', () => {
    expect(ageIn('i was born in 2011', 2026)).toBe(15);
    expect(ageIn('nací en 1995', 2026)).toBe(31);
    expect(ageIn('nasci em 2000', 2026)).toBe(26);
  });

  it.each([
    ['dob 02/04/2008 so im legal lol', 18],
    ['sono nata il 15 febbraio 2009, posso prenotare?', 17],
    ['geboren am 15.02.2009', 17],
    ['née le 3 mai 2001', 25],
    ['nasci em 99 kkkk', 27],
    ['fecha de nacimiento 12/10/1990', 36],
    ["born in '99 if you need to know", 27],
  ])('reads the whole date of birth or a short-linked year in %j (fresh-2026-11g)', (text, age) => {
    expect(ageIn(text, 2026)).toBe(age);
  });

  it('reads no year from a two-digit number after a long word', () => {
    expect(ageIn('i was born with 12 fingers', 2026)).toBeNull();
  });

  it('reads nothing without the year the message was sent, or from an implausible year', () => {
    expect(ageIn('i was born in 2011', null)).toBeNull();
    expect(ageIn('born in 2025', 2026)).toBeNull();
  });
});

describe('parseAge: the client as the subject of a number, in any language (decision 059)', () => {
  const ageIn = (text: string) =>
    parseAge(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, 2026)?.value ?? null;

  it.each([
    ['wir sind zu dritt (ich 28, meine Freundin 26, mein Bruder 31)', 28],
    ['io e mia figlia (lei ha 19 anni, io 47) vorremmo la stessa rondine', 47],
    ['Mi hermano de 16 y yo (20) queremos tatuarnos juntos', 20],
    ['Eu (34), minha mãe (58) e minha irmã (29) queremos', 34],
    ["on est trois copines (22, 24 et 27 ans, moi c'est 24)", 24],
    ['ne rose am knöchel, klein so 5 cm. bin 30', 30],
    ['quiero un lobo, tengo 500 euros y 31 años', 31],
    ['bin 2009 geboren, darf ich?', 17],
    ['nací en el 2010, me puedo hacer una golondrina?', 16],
    ["je suis née en 2010 mais ma mère est d'accord", 16],
    ['sono nato nel 2009, posso farmi una scritta?', 17],
    ['Jahrgang 95', 31],
    // One word of slang for "years" after the client's own number (fresh-2026-11t).
    ['venga, illo. unos 20 centímetros. tengo 29 tacos', 29],
    ["genre 7 cm, noir. j'ai 28 balais", 28],
    ['y bueno, tengo 31 pirulos', 31],
    // A birthday passed, and an adverb between "I'm" and the number.
    ['ay no mentiras!! ya cumplí 18 en septiembre', 18],
    ['no wait im actually 18, turned it last month', 18],
    // A whole item of a list of facts (fresh-2026-11f).
    ['trad dagger on the back of my neck, maybe 8cm. 33, no refs', 33],
    ['an ornamental piece down my sternum, around 20cm, 27f', 27],
    ['a big trad rose over it. 29, budget 300', 29],
    ['Tenho uns 800 reais. 30 anos. Vocês fazem retoque?', 30],
    ['rose on my calf, 16, is that ok?', 16],
    // A sentence of its own after a figure: a new statement, not a list of numbers (fresh-2026-11h).
    ['trad panther head, full colour. budget 4-5 hundred. 29', 29],
  ])('reads %j as %d', (text, age) => {
    expect(ageIn(text)).toBe(age);
  });

  it.each([
    'tengo 30 euros para gastar',
    'ich hätte gern 15 cm',
    'io ho 20 minuti',
    'tengo 20 tatuajes',
    'tengo 30 euros',
    'i have 30 tattoos',
    'hace 10 años que lo quiero, tengo una idea',
    'I was 16 years old when I got my first',
    'mi hermana tiene 19 años',
    'my budget is 2009',
    '22',
    'between 10, 15 cm on my arm',
    'my sister, 19, wants one too',
    'on the 21, if you have time',
    'budget 300, 400 tops',
  ])('reads no age of the client in %j', (text) => {
    expect(ageIn(text)).toBeNull();
  });
});

describe('parseAge: a bare age closed by "and" or an afterthought (older held-out sets)', () => {
  it.each([
    ['can i get a trad dagger through a rose on my left forearm, 16cm, full colour. 29 btw', 29],
    ['geometric fox head on my upper arm. around 9 cm. 25 and i can do $250', 25],
  ])('reads %j as %i', (text, age) => {
    expect(parseAge(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens)?.value).toBe(age);
  });

  it('reads no age in a range of numbers ("12 and 15 cm")', () => {
    expect(parseAge(readMessage('a rose, 12 and 15 cm', MAX_CHAT_MESSAGE_CHARS).tokens)).toBeNull();
  });
});

describe('parseAge: one number for the client and someone else (older held-out sets)', () => {
  it.each([
    ["me n my gf want matching hearts. we're both 24.", 24],
    ['Mein Freund und ich (wir sind beide 26) möchten Partnertattoos', 26],
    ['los dos tenemos 25 años', 25],
    ['abbiamo entrambi 30 anni', 30],
    ['we are both 16', 16],
  ])('reads %j as the client’s age too: %i', (text, age) => {
    expect(ageOf(text)).toBe(age);
  });

  it('reads no age in a count the two share ("we both have 2 tattoos")', () => {
    expect(ageOf('we both have 2 tattoos already')).toBeNull();
  });
});

describe('parseAge: a school year says the client is under 18 (fresh-2026-11n)', () => {
  it.each([
    ["ok!! i'm in 11th grade btw but my mom said she'd sign", 17],
    ['im in year 10 lol', 15],
    ['estoy en 4º de la ESO', 16],
    ['je suis en seconde', 16],
    ['ich bin in der 10. Klasse', 16],
    ['faccio la terza superiore', 17],
    ['estou no 2º ano do ensino médio', 17],
  ])('reads %j as at most %i', (text, age) => {
    expect(ageOf(text)).toBe(age);
  });

  it.each(['i waited a year 10 times', 'im in year 13', 'estoy en 2º de bachillerato'])(
    'reads no minor in %j',
    (text) => {
      const age = ageOf(text);
      expect(age === null || age >= 18).toBe(true);
    },
  );

  it('reads "24 ans" beside a sum as the age, no range of numbers', () => {
    expect(ageOf("un aigle sur l'épaule, 12 cm. 24 ans, 150 £")).toBe(24);
  });
});

describe('parseAge: years said poetically, and an item with its subject dropped or after (fresh-2026-11u)', () => {
  it.each([
    ['bacán. en blanco y negro. tengo 30 abriles y unos 400 euros', 30],
    ["ça marche. noir seulement. j'ai 29 printemps", 29],
    ['full colour aye, purple n green like a proper thistle. am 21, got ma provisional as ID', 21],
    ['tidy. red obviously 26 I am', 26],
    // A question mark closes the item before as a full stop does.
    ["got about 3 benjamins saved up, reckon that'll cover it? am 24 btw", 24],
  ])('reads %j as %i', (text, age) => {
    expect(parseAge(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens)?.value).toBe(age);
  });

  it.each(['Termin am 21. März bitte', 'hmm actually bigger, like 15'])('reads no age in %j', (text) => {
    expect(parseAge(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens)).toBeNull();
  });
});

describe('parseAge: a number elided into its years word (fresh-2026-11u)', () => {
  it.each([
    ["Ho messo da parte 1500 euro. Ho trent'anni tondi tondi", 30],
    ["io ho vent'anni", 20],
    ["ho trentun'anni", 31],
    // Spoken Italian's "c'ho" for "ho".
    ["va bbene dai. c'ho 25 anni", 25],
  ])('reads %j as %i', (text, age) => {
    expect(parseAge(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens)?.value).toBe(age);
  });

  it('reads no age in a time ago: "quarant\'anni fa mio nonno"', () => {
    expect(parseAge(readMessage("quarant'anni fa mio nonno", MAX_CHAT_MESSAGE_CHARS).tokens)).toBeNull();
  });
});

describe('parseAge: the 18th birthday ahead, in any language (fresh-2026-11u)', () => {
  it.each([
    'Mei 18. Geburtstag is am 9. Januar. Kann i genau an dem Dooch an Termin ham?',
    'my 18th birthday is on 9 january, can i book that day?',
    'per il mio 18esimo compleanno a marzo',
  ])('reads %j as 17, the birthday ahead', (text) => {
    expect(parseAge(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens)).toMatchObject({
      value: 17,
      isBirthdayAhead: true,
    });
  });
});

describe('parseAge: an age the client will be, and one closed by a contrast (fresh-2026-11v)', () => {
  it.each([
    "ok I'll come back when I'm 18 for a swallow",
    "Bon, je reviendrai quand j'aurai 18 ans, pour une hirondelle",
    'vuelvo cuando tenga 18',
    'ich komme wieder, wenn ich 18 bin',
  ])('reads no age now in %j', (text) => {
    expect(ageOf(text)).toBeNull();
  });

  it.each([
    ['tengo 17 pero mi madre está de acuerdo y puede venir conmigo', 17],
    ["J'ai 17 ans, je reviendrai quand j'aurai 18 ans", 17],
    ['im 25 but my budget is small', 25],
  ])('reads %j as %i', (text, age) => {
    expect(ageOf(text)).toBe(age);
  });
});
