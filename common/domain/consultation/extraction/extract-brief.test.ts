import { describe, expect, it } from 'vitest';
import { type ConversationMessage, extractBrief } from './extract-brief.ts';

const user = (content: string, images?: unknown[]): ConversationMessage => ({
  role: 'user',
  content,
  images,
});
const assistant = (content: string): ConversationMessage => ({ role: 'assistant', content });

describe('extractBrief', () => {
  it('moves the placement to the side a later message names alone ("right side actually")', () => {
    const brief = extractBrief([
      user('geometric snake on my left ribcage 20cm'),
      assistant('Can you confirm you are 18 or older?'),
      user('right side actually'),
    ]);
    expect(brief.placement).toEqual({ area: 'ribs', side: 'right' });
  });

  it.each([
    ['actually make it the other arm, my left one is taken', { area: 'forearm', side: 'right' }],
    ['ne warte, doch lieber rechts', { area: 'forearm', side: 'right' }],
    ["anzi, sull'altro braccio", { area: 'forearm', side: 'right' }],
    ['na verdade no outro braço', { area: 'forearm', side: 'right' }],
    ['en fait plutôt à droite', { area: 'forearm', side: 'right' }],
  ])('moves the piece to the side a correction names (%j)', (correction, placement) => {
    const brief = extractBrief([
      user('geometric fox on my left forearm, 10cm'),
      assistant('Can you confirm you are 18 or older?'),
      user(correction),
    ]);
    expect(brief.placement).toEqual(placement);
  });

  it.each([
    ["ooh actually make it the calf, my forearm's getting crowded", 'moth with a crescent moon'],
    ['wait actually can we do 3 inches instead? my friend said tiny moths blur', 'moth with a crescent moon'],
    ['actually a fox instead', 'fox'],
  ])('changes the idea only when a change of mind names a design (%j)', (correction, idea) => {
    const brief = extractBrief([
      user('a neo trad moth with a crescent moon, on my forearm, 18cm'),
      assistant('Can you confirm you are 18 or older?'),
      user(correction),
    ]);
    expect(brief.idea).toBe(idea);
  });

  it('keeps a lettering idea when a later message names its script again', () => {
    const brief = extractBrief([
      user('I want the word "enough" in fine script on my left ribs, 2 inches'),
      user('wait actually can we do 3 inches instead? my friend said tiny script blurs'),
    ]);
    expect(brief.idea).toBe('enough');
  });

  it.each([
    ['hey kai, a japanese dragon from my shoulder down to my elbow, left arm', 'left'],
    ['uma carpa koi, do cotovelo até o ombro no braço esquerdo', 'left'],
  ])('keeps the side said beside a stretch of the body (%j)', (message, side) => {
    expect(extractBrief([user(message)]).placement).toEqual({ area: 'upper arm', side });
  });

  it('takes quoted words as the new idea of a lettering piece', () => {
    const brief = extractBrief([
      user('vorrei una scritta fine line sul fianco sinistro'),
      user("anzi facciamola il doppio, tipo 17 cm. la scritta è 'respira piano'"),
    ]);
    expect(brief.idea).toBe('respira piano');
  });

  it('keeps the side when "other" names no part of the body ("my other tattoo")', () => {
    const brief = extractBrief([user('geometric fox on my left forearm'), user('my other tattoo is a rose')]);
    expect(brief.placement).toEqual({ area: 'forearm', side: 'left' });
  });

  it('reads a bare figure too small for any tattoo, answering the budget question, as the age until the age is known', () => {
    const budgetAsked = [
      user('a panther on my forearm'),
      assistant('Do you have a budget in mind? A range is fine.'),
    ];
    expect(extractBrief([...budgetAsked, user('29')])).toMatchObject({ age: 29, budget: null });
    expect(extractBrief([...budgetAsked, user('300')])).toMatchObject({ age: null, budget: { min: 300 } });
    const ageKnown = [user("a panther on my forearm, I'm 31"), ...budgetAsked.slice(1), user('40')];
    expect(extractBrief(ageKnown)).toMatchObject({ age: 31, budget: { min: 40 } });
  });

  it.each([
    ['I lost my dad last month', 'Maybe a portrait of him from a photo where he is laughing'],
    ['se me murió mi abuela hace dos semanas', 'un retrato suyo en el antebrazo'],
    ['ho perso la mia mamma a settembre', 'vorrei un suo ritratto'],
  ])('takes a portrait of "him" or "her" for the person the client spoke of (%j)', (story, wish) => {
    const brief = extractBrief([
      user(story),
      assistant('What idea do you have in mind for the tattoo?'),
      user(wish),
    ]);
    expect(brief.idea).toMatch(/^portrait of (dad|grandmother|mom)$/);
  });

  it.each([
    ['my daughter wants a small butterfly on her wrist', "she's 16"],
    ['Minha filha quer fazer uma borboleta fininha no pulso', 'Ela tem 16 anos'],
    ['meine Tochter will einen kleinen Anker', 'sie ist 16'],
  ])('takes the age of the one the client writes for, said a message later (%j)', (wish, age) => {
    expect(extractBrief([user(wish), assistant('Which style do you prefer?'), user(age)]).age).toBe(16);
  });

  it('never takes a partner beside the client for someone the client writes for', () => {
    const couple = [user('eu e meu namorado queremos dois corações no dedo'), user('ela tem 16')];
    expect(extractBrief(couple).age).toBeNull();
  });

  it("never takes the age of someone coming along for the client's", () => {
    const brief = extractBrief([
      user('un retrato de mi perro'),
      user('mi hermana quiere venir conmigo'),
      user('tiene 15'),
    ]);
    expect(brief.age).toBeNull();
  });

  it('reads the size beside the age in one answer to the size question ("palm sized, colour. 28")', () => {
    const brief = extractBrief([
      user('trad swallow on my hand'),
      assistant('Roughly how big are you thinking, in cm or inches (or something like palm-sized)?'),
      user('ok. palm sized, colour. 28'),
    ]);
    expect(brief).toMatchObject({ age: 28, size: { text: 'palm-sized' }, colorMode: 'color' });
  });

  it('takes the noun before "en fine line" for the idea ("une petite libellule en fine line")', () => {
    expect(extractBrief([user('une petite libellule en fine line sur la cheville')]).idea).toBe('libellule');
    expect(extractBrief([user('boh non so cosa fare, mi piace il blackwork')]).idea).toBeNull();
  });

  it.each([
    'not sure about budget tbh. what do portraits usually cost with you?',
    'boh non so cosa fare, mi piace il blackwork',
  ])('takes no common word for the idea (%j)', (message) => {
    expect(extractBrief([user(message)]).idea).toBeNull();
  });

  it('reads bare answers in the context of the question before them', () => {
    const brief = extractBrief([
      user('a koi fish'),
      assistant('Which style are you drawn to?'),
      user('japanese'),
      assistant('Where on your body would you like it, and on which side?'),
      user('left thigh'),
      assistant('Roughly how big are you thinking?'),
      user('about 20'),
      assistant('Do you have a budget in mind?'),
      user('800'),
      assistant('Do you have any reference images?'),
      user('yep'),
    ]);
    expect(brief).toMatchObject({
      idea: 'koi fish',
      style: 'Japanese',
      placement: { area: 'thigh', side: 'left' },
      size: { text: '~20' },
      budget: { min: 800, max: 800 },
      hasReferences: true,
    });
  });

  it('lets a later answer win, but keeps the first idea unless the client changes their mind', () => {
    const brief = extractBrief([
      user('a wolf on my left forearm'),
      user('maybe some roses around it too, on my right forearm instead'),
      user('actually, make it a fox'),
    ]);
    expect(brief.idea).toBe('fox');
    expect(brief.placement).toEqual({ area: 'forearm', side: 'right' });
    expect(brief.subjects).toEqual(['wolf', 'rose', 'fox']);
  });

  it('keeps references once images were attached', () => {
    const brief = extractBrief([
      user('(sent images)', [{}]),
      assistant('Do you have any reference images?'),
      user('no'),
    ]);
    expect(brief.hasReferences).toBe(true);
  });

  it('lets the style settle the colour when the client did not say', () => {
    // Decision 047: blackwork is black ink; dotwork may be coloured, so it says no colour.
    expect(extractBrief([user('blackwork mandala')]).colorMode).toBe('black');
    expect(extractBrief([user('dotwork mandala')]).colorMode).toBeNull();
    expect(extractBrief([user('watercolor hummingbird')]).colorMode).toBe('color');
    expect(extractBrief([user('watercolor hummingbird but black and grey')]).colorMode).toBe(
      'black_and_grey',
    );
  });

  it('merges contact details from different messages', () => {
    const brief = extractBrief([user('sam@example.com'), user('or call +1 555 123 4567')]);
    expect(brief.contact).toEqual({ email: 'sam@example.com', phone: '+1 555 123 4567' });
  });

  it('remembers a deferred field until it is answered', () => {
    const asked = assistant('Which style are you drawn to?');
    expect(extractBrief([user('a wolf'), asked, user('no preference')]).deferredFields).toEqual(['style']);
    expect(
      extractBrief([user('a wolf'), asked, user('no preference'), user('ok maybe blackwork')]).deferredFields,
    ).toEqual([]);
  });
});

describe('extractBrief: an age said after a "no" to the 18+ question', () => {
  it('takes the age said next over the "no": a slip, taken back', () => {
    const brief = extractBrief([
      user('moth on my sternum, blackwork, palm sized, black'),
      {
        role: 'assistant',
        content: 'Last thing: can you confirm you are 18 or older?',
        turn: { asked: 'age' } as never,
      },
      user('no'),
      {
        role: 'assistant',
        content: 'Iris only tattoos clients who are 18 or older.',
        turn: { asked: null } as never,
      },
      user('25'),
    ]);
    expect(brief.age).toBe(25);
  });
});

describe('extractBrief: a birth year', () => {
  it('is read against the timestamp the server stores with the message', () => {
    const brief = extractBrief([
      user('blackwork moon on my wrist, 5cm'),
      assistant('Can you confirm you are 18 or older?'),
      { role: 'user', content: 'i was born in 2011', timestamp: '2026-11-23T07:45:00.000Z' },
    ]);
    expect(brief.age).toBe(15);
  });
});

describe('extractBrief: a pick among floated subjects', () => {
  it('takes the subject the client picks as the idea, and keeps an idea that already holds it', () => {
    const picked = extractBrief([
      user('maybe a snake?? or a dragon idk'),
      assistant('Which style are you drawn to?'),
      user('dragon!! on my back'),
    ]);
    expect(picked.idea).toBe('dragon');
    const kept = extractBrief([
      user('a wolf head with a moon'),
      assistant('Where on your body would you like it?'),
      user('the wolf on my forearm'),
    ]);
    expect(kept.idea).toBe('wolf head with a moon');
  });

  it('lets a design wished for replace an idea that only a story named ("my dog passed" → "his paw print")', () => {
    const brief = extractBrief([
      user("honestly this year has been a lot, my dog passed in march and i've been struggling"),
      assistant("I'm so sorry about your dog. Take your time: what would you like the tattoo to be?"),
      user("i'd like his paw print on my wrist, small"),
    ]);
    expect(brief.idea).toBe('paw print');
  });

  it.each([
    ["honestly this year has been a lot, my dog passed in march and i've been struggling", null],
    ['my grandad passed away last year, I want a rose for him in may', 'in may'],
  ])('reads when a loss happened as no timing: %j', (text, timing) => {
    expect(extractBrief([user(text)]).timing).toBe(timing);
  });
});

describe('extractBrief: a time said beside a studio question', () => {
  it.each([
    [
      'hi! do u keep a cancellation list? i can come in on short notice, any weekday after 5 works',
      'weekday',
    ],
    ['Ich bin im Mai in Barcelona. Wann haben Sie geöffnet?', 'im mai'],
  ])('takes the time %j states as the timing', (message, timing) => {
    expect(extractBrief([user(message)]).timing).toBe(timing);
  });

  it('keeps the window the client wants when they then ask which days the studio opens', () => {
    const brief = extractBrief([
      user("I'm visiting from December 9th to the 14th. Any chance you have a spot?"),
      assistant('What idea do you have in mind for the tattoo?'),
      user('a small fine line moth. Are you open Sundays?'),
    ]);
    expect(brief.timing).toBe('december 9 th to the 14 th');
  });

  it('reads no time in a question asking when, said to the timing question', () => {
    const brief = extractBrief([
      user('un hérisson néo-trad sur le mollet'),
      assistant('Quand aimerais-tu le faire ?'),
      user('tu rouvres quand ?'),
    ]);
    expect(brief.timing).toBeNull();
  });

  it('never takes a time inside a question about something else', () => {
    const brief = extractBrief([
      user('fine line rose on my wrist, 5cm'),
      assistant('Do you have a budget in mind?'),
      user('will it be fully healed by next month?'),
    ]);
    expect(brief.timing).toBeNull();
  });
});

describe('extractBrief: an idea that names no design', () => {
  it('gives way to a piece described later', () => {
    const brief = extractBrief([
      user("my best mate's getting married in may and we want a tattoo party, would you come to us??"),
      assistant('What idea do you have in mind for the tattoo?'),
      user('mine would be a little dotwork sun on my ankle, like 4cm, black'),
    ]);
    expect(brief.idea).toContain('sun');
  });

  it('keeps a design, or words to letter, against a later subject', () => {
    const kept = extractBrief([
      user('a koi fish'),
      assistant('Where on your body would you like it?'),
      user('with a lotus, on my calf'),
    ]);
    expect(kept.idea).toContain('koi');
  });
});

describe('extractBrief: a budget said again keeps its currency (fresh-2026-11u)', () => {
  it('reads "make the budget 300" after "budget\'s 200 dollars" as $300', () => {
    const brief = extractBrief([
      user("a fine line claddagh on my neck, 4-6 cm. budget's 200 dollars"),
      user('grand. ah actually make the budget 300, me nan sent me a few bob'),
    ]);
    expect(brief.budget).toMatchObject({ min: 300, max: 300, currency: 'USD', text: '$300' });
  });
});
