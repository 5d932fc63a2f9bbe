import { describe, expect, it } from 'vitest';
import type { BriefField } from '../brief.ts';
import { detectAskedField, detectYesNoQuestion } from './asked-field.ts';
import { extractMessage } from './extract-message.ts';

const read = (text: string, askedField: BriefField | null = null) =>
  extractMessage(text, { askedField, preferredStyles: [], hasAttachments: false });

describe('extractMessage: the idea', () => {
  it.each([
    ['I want a geometric wolf head on my left forearm', 'wolf head'],
    [
      "Hey! Thinking about getting a fine line rose with my mum's name on my inner wrist 🌹",
      'rose with my mums name',
    ],
    ["I'm 17 and want a small butterfly on my ankle", 'butterfly'],
    [
      'Something japanese, maybe a koi fish swimming up a waterfall, half sleeve',
      'koi fish swimming up a waterfall',
    ],
    ['old school swallow on my chest, 10 x 15 cm', 'swallow'],
    ['a tattoo of my dog', 'my dog'],
    ['🐺 on my forearm', 'wolf'],
    ['I would like a snake wrapped around a dagger', 'snake wrapped around a dagger'],
    ['looking for a phoenix rising', 'phoenix rising'],
    ['My budget is around 1k and I’d like a stippling mandala on the sternum', 'mandala'],
    ['wolves howling at the moon, black and grey', 'wolves howling at the moon'],
    ['thinking of a tribute to my late father', 'tribute to my late father'],
    ['WANT A LION', 'lion'],
    ['Idea: mountains and a compass', 'mountains and a compass'],
    ['i wanna get a tiny crescent moon behind my ear', 'crescent moon'],
    ['neo trad or geometric wolf, not sure', 'wolf'],
    // Asking for the piece says nothing about it, in any language.
    ['can u do a wolf on my forearm?', 'wolf'],
    ['¿me puedes hacer un lobo en el antebrazo?', 'lobo'],
    ['vc consegue fazer um lobo no antebraço?', 'lobo'],
    ["tu peux me faire un loup sur l'avant-bras ?", 'loup'],
    ['kannst du mir einen Wolf auf den Unterarm machen?', 'wolf'],
    ["mi puoi fare un lupo sull'avambraccio?", 'lupo'],
  ])('reads the idea in %j as %j', (text, idea) => {
    expect(read(text).idea).toBe(idea);
  });

  it.each([
    'are you free this weekend?',
    'hi',
    'I want a small minimalist tattoo',
    'I want it on my forearm',
    'I want to book an appointment',
    'something meaningful',
    'cover up of an old tattoo on my upper back',
    'Mara, do you do cover ups?',
  ])('finds no idea in %j', (text) => {
    expect(read(text).idea).toBeNull();
  });

  // Tester pass: the idea is the new design, never a condition, the skin, the old tattoo or a price question.
  it.each([
    'yo im 15 can i get a small one if my mom says its ok',
    'i have some scars on my forearm i want to cover with a geometric piece',
    'a friend did a stick n poke star on my hip at a party years ago, can u cover it w something geometric?',
    'cuánto cobras por un tatuaje pequeño?',
  ])('takes no idea from the story, the skin or the question in %j', (text) => {
    expect(read(text).idea).toBeNull();
  });

  it('reads the new piece after "w" (with) in a cover-up, and a parent\'s "my 16 year old" as the child', () => {
    expect(read('can u cover it w something geometric?').style).toBe('Geometric');
    const parent = read("I'm a mum asking for my 16 year old, she wants a small fine line heart");
    expect(parent.idea).toBe('heart');
    expect(parent.subjects).not.toContain('mom');
  });

  it('reads dates and roman numerals as lettering: the words are the design, no style question', () => {
    expect(read('my kids birthdates in roman numerals along my collarbone').isLettering).toBe(true);
  });

  it('takes a plain answer as the idea when the assistant asked for it', () => {
    expect(read('a tribute to grandpa, with his boat').idea).toBe('tribute to grandpa');
    expect(read('the view from my hometown').idea).toBeNull();
    expect(read('the view from my hometown', 'idea').idea).toBe('view from my hometown');
  });

  it('collects the subjects it recognises, for portfolio matching', () => {
    expect(read('a rose and a dagger, maybe a swallow too').subjects).toEqual(['rose', 'dagger', 'swallow']);
  });
});

describe('extractMessage: the idea as said in any language (decision 049)', () => {
  it.each([
    ['Vorrei la parola ‘coraggio’ in corsivo sul polso', 'coraggio'],
    ["could i get 'stay wild' in small script on my ankle? 🖤", 'stay wild'],
    // The tokenizer drops an apostrophe inside a word.
    ['une petite écriture fine "je t’aime" sur la nuque', 'je taime'],
  ])('takes the quoted words of %j, in any quotes, as the idea', (text, idea) => {
    expect(read(text).idea).toBe(idea);
  });

  it('takes the words over an emoji beside them, and an emoji alone as the idea', () => {
    expect(read('quero um raminho de lavanda no pulso 💜').idea).toBe('raminho de lavanda');
    expect(read('🐺 on my forearm').idea).toBe('wolf');
  });

  it.each([
    ['hätte gern nen geometrischen hirsch am knöchel', 'stag', 'hirsch'],
    ['una rondine in dotwork sulla caviglia', 'swallow', 'rondine'],
    ['je voudrais une baleine sur le bras', 'whale', 'baleine'],
    ['quiero un colibri en el hombro', 'hummingbird', 'colibri'],
  ])('reads the subject of %j as %s, whatever the accents', (text, subject, idea) => {
    const found = read(text);
    expect(found.subjects).toContain(subject);
    expect(found.idea).toBe(idea);
  });
});

describe('extractMessage: answers in context', () => {
  it.each<[BriefField, string]>([
    ['style', 'not sure, up to the artist'],
    ['size', 'no idea honestly'],
    ['budget', 'idk'],
    ['timing', "I don't know yet"],
  ])('defers %s when the client is not sure', (field, text) => {
    expect(read(text, field).deferredField).toBe(field);
  });

  it('does not defer a question the client went on to answer', () => {
    const findings = read('not sure, maybe traditional?', 'style');
    expect(findings.style).toBe('Traditional');
    expect(findings.deferredField).toBeNull();
  });

  it('does not take "no idea" as a "no" to references', () => {
    expect(read('no idea', 'references')).toMatchObject({ hasReferences: null, deferredField: 'references' });
  });

  it('gives a half sleeve its placement on the arm', () => {
    expect(read('half sleeve, japanese')).toMatchObject({
      placement: { area: 'arm' },
      size: { text: 'half sleeve', cm: 35 },
    });
  });

  it('reads several fields and a question from one message', () => {
    const findings = read(
      'I want a geometric wolf head on my left forearm, about 5 inches, $400. How much would it cost?',
    );
    expect(findings).toMatchObject({
      idea: 'wolf head',
      style: 'Geometric',
      placement: { area: 'forearm', side: 'left' },
      size: { text: '~5 in', cm: 12.7 },
      budget: { min: 400, max: 400, currency: 'USD' },
      questions: ['price'],
    });
  });

  it('takes a short free answer as the timing only when it says nothing else', () => {
    expect(read('after my exams', 'timing').timing).toBe('after my exams');
    expect(read('$400', 'timing')).toMatchObject({ timing: null, budget: { max: 400 } });
  });
});

describe('extractMessage: issue #11 classes from the evaluation set', () => {
  const readAfterAgeCheck = (text: string, askedField: BriefField | null, ageOpen: { just: boolean }) =>
    extractMessage(text, {
      askedField,
      preferredStyles: [],
      hasAttachments: false,
      askedAge: true,
      justAskedAge: ageOpen.just,
    });

  it.each([
    ['my cat died 2 weeks ago, i want her paw print somewhere small', 'paw print'],
    ['my best friend passed away in a car accident. maybe a compass, he loved travelling', 'compass'],
    ['my daughters name "Ava" in script on my wrist', 'ava'],
    [
      'need a cover up for some bad script on my forearm, was thinking a traditional panther head over it',
      'panther head',
    ],
  ])('keeps the design, not the story: %j', (text, idea) => {
    expect(read(text).idea).toBe(idea);
  });

  it.each([
    'hi, I have an old tribal on my shoulder blade I hate, can you cover it?',
    'tengo un tribal viejo en la espalda que odio, ¿lo puedes tapar?',
    'tenho uma tatuagem antiga de um tribal nas costas que eu odeio, dá pra cobrir?',
    "j'ai un vieux tribal sur l'épaule que je déteste, tu peux le recouvrir ?",
    'ich hab ein altes Tribal am Oberarm, kannst du das covern?',
    'ho un vecchio tribale sulla spalla che odio, puoi coprirlo?',
  ])(
    "in a cover-up, takes the old tattoo's style and words for neither the style nor the idea: %j",
    (text) => {
      expect(read(text)).toMatchObject({ isCoverUp: true, style: null, idea: null });
    },
  );

  it('in a cover-up, still takes the new piece\'s style, and "old school" as a style', () => {
    expect(read('can you cover my old tribal band with a realistic wolf?')).toMatchObject({
      style: 'Realism',
      idea: 'wolf',
    });
    expect(read("I want an old school swallow to cover up my ex's name")).toMatchObject({
      style: 'Traditional',
      idea: 'swallow',
    });
    expect(read('I have a tribal armband from 2005, could you cover it with a lion').budget).toBeNull();
  });

  it('never makes a child asking through a parent, or a condition, the idea', () => {
    expect(read('my son is 16, can he get a tattoo if i come with him?')).toMatchObject({
      idea: null,
      age: 16,
    });
    expect(read('do you do script?').idea).toBeNull();
  });

  it('reads a lone figure of 100 or more as the budget whatever was asked, and not a smaller one', () => {
    expect(read('ok 400 is fine', 'color').budget).toMatchObject({ min: 400, max: 400 });
    expect(read('sorry i meant 450', null).budget).toMatchObject({ max: 450 });
    expect(read('27', 'references').budget).toBeNull();
  });

  it('takes a yes or no as the 18+ answer only when it opens the message and answers nothing else', () => {
    expect(readAfterAgeCheck('no', 'references', { just: true }).confirmsAdult).toBe(false);
    expect(readAfterAgeCheck('nah not yet', null, { just: true }).confirmsAdult).toBe(false);
    expect(
      readAfterAgeCheck('no clue what these cost honestly', null, { just: true }).confirmsAdult,
    ).toBeNull();
    expect(readAfterAgeCheck('colour for sure', 'color', { just: true }).confirmsAdult).toBeNull();
    // The 18+ question is still open and "Color, or black and grey?" cannot be answered with a yes.
    expect(readAfterAgeCheck('sí', 'color', { just: false }).confirmsAdult).toBe(true);
    expect(readAfterAgeCheck('yes', 'references', { just: false }).confirmsAdult).toBeNull();
    // "nah just black": the "no" answers the colour said with it.
    expect(readAfterAgeCheck('nah just black', null, { just: true }).confirmsAdult).toBeNull();
  });

  it("never takes a greeting or the artist's name for the design", () => {
    const withArtist = (text: string) =>
      extractMessage(text, {
        askedField: null,
        preferredStyles: [],
        hasAttachments: false,
        artistName: 'Lena Brandt',
      });
    expect(withArtist('hii lena can u do a death head moth on my sternum 🖤').idea).toBe('death head moth');
    expect(withArtist('heyyy lena, a moth for my wrist?').idea).toBe('moth');
  });

  it('takes the design over the person a piece is for, and the person when nothing else is named', () => {
    expect(read('i want to get a tattoo for my mom who beat cancer last year, maybe a lotus').idea).toBe(
      'lotus',
    );
    expect(read('quero uma tatuagem pra minha avó, uma rosa no pulso').idea).toBe('rosa');
    expect(read('a tattoo for my mom').idea).toBe('my mom');
  });

  it('reads a hyphenated relative as one ("grand-mère"), whose "grand" is no size', () => {
    expect(read('je voudrais le portrait de ma grand-mère décédée')).toMatchObject({
      subjects: ['portrait', 'grandmother'],
      size: null,
    });
  });

  it('reads a school year as under 18, never as a birthday coming', () => {
    expect(read('je suis en première et je viens à Bristol en voyage scolaire en mars')).toMatchObject({
      age: 17,
      turnsAdultSoon: false,
    });
  });

  it('takes the last figure of a change of size, in the unit said before it', () => {
    expect(read('so like 12cm?? actually nah smaller, 8 is fine').size).toMatchObject({ cm: 8 });
  });

  it("keeps the client's words for a share of the body: the figure only guesses", () => {
    expect(read('whole calf, colour, with water').size).toMatchObject({
      text: 'whole calf (~30 cm)',
      cm: 30,
    });
  });

  it('keeps a person drawn as the design, whatever their age', () => {
    expect(read("i'd love a realistic portrait of my daughter (she's 6 🥹) on my upper arm").idea).toBe(
      'my daughter',
    );
  });

  it.each([
    'do u do cover ups?',
    'i regret it so much, can it be covered?',
    'can you cover it with something dotwork?',
    'tenho uma tatuagem antiga que quero cobrir',
  ])('reads a cover-up in %j', (text) => {
    expect(read(text).isCoverUp).toBe(true);
  });

  it('does not read a subject "covered in roses" as a cover-up', () => {
    expect(read('a skull covered in roses').isCoverUp).toBe(false);
  });
});

describe('extractMessage: the loss after the subject', () => {
  it.each([
    ['a portrait of my dog who passed last month', 'my dog'],
    ['quero um retrato do meu cachorro que morreu', 'cachorro'],
  ])('ends the idea of %j where the story starts', (text, idea) => {
    expect(extractMessage(text, { askedField: null, preferredStyles: [], hasAttachments: false }).idea).toBe(
      idea,
    );
  });
});

describe('extractMessage: someone else coming along', () => {
  const afterAgeCheck = (text: string, askedField: BriefField | null = null) =>
    extractMessage(text, { askedField, preferredStyles: [], hasAttachments: false, askedAge: true });

  it("never takes a friend's or a partner's age as the client's, even with the 18+ check open", () => {
    expect(afterAgeCheck("my bf wants one too, he's 17").age).toBeNull();
    expect(afterAgeCheck('can i bring my 16 yr old sister w me?').age).toBeNull();
    expect(afterAgeCheck('my best friend is turning 18 next month, can she come with me?').age).toBeNull();
    expect(afterAgeCheck('haha my friend is 17 can she get one too? im 25').age).toBe(25);
  });

  it("reads a bare 'shes 20' right after them as their age, never the client's", () => {
    const next = extractMessage('shes 20', {
      askedField: null,
      preferredStyles: [],
      hasAttachments: false,
      askedAge: true,
      followsCompanion: true,
    });
    expect(next.age).toBeNull();
    expect(next.companion?.age).toBe(20);
  });

  it('reads their age as neither a size nor a budget, and them as no part of the design', () => {
    const answer = afterAgeCheck('my friend is 17, can she come with me?', 'budget');
    expect(answer.budget).toBeNull();
    expect(answer.size).toBeNull();
    expect(read('can my mom come with me').subjects).not.toContain('mom');
  });
});

describe('extractMessage: a size changed while the age check is open', () => {
  it.each(['hmm actually bigger, like 15', 'un poco más grande, tipo 14', 'doch etwas größer, so 16'])(
    'reads %j as the size, its number no age',
    (text) => {
      const answer = extractMessage(text, {
        askedField: null,
        preferredStyles: [],
        hasAttachments: false,
        askedAge: true,
      });
      expect(answer.age).toBeNull();
      expect(answer.size?.text).toMatch(/1[456]/);
    },
  );
});

describe('extractMessage: how clients type in DMs', () => {
  it('reads money as a budget, never a size, right after the size question', () => {
    const answer = read('200 REAIS', 'size');
    expect(answer.size).toBeNull();
    expect(answer.budget).toMatchObject({ min: 200, currency: 'BRL' });
  });

  it('takes neither the other person nor their birthday as the idea', () => {
    expect(read('me and my bestie want matching tattoos for her 18th birthday').idea).toBeNull();
    expect(read('im 19 and my little sister (15) wants to come watch').size).toBeNull();
  });

  it('keeps the budget\'s own words out of the idea, and reads a lone "black" as the colour', () => {
    expect(read('like 150 max').idea).toBeNull();
    const afterAgeCheck = { askedField: null, preferredStyles: [], hasAttachments: false, askedAge: true };
    expect(extractMessage('black', afterAgeCheck).colorMode).toBe('black');
    expect(read('black', 'budget').colorMode).toBe('black');
    expect(read('black').colorMode).toBeNull();
  });

  it('trims a second change of mind down to the new design', () => {
    expect(read('wait no lets do an owl instead').idea).toBe('owl');
  });

  it('reads a question back as leaving that field to the artist', () => {
    expect(read('what size do you recommend?', 'placement').deferredField).toBe('size');
    expect(read('hmm where do most people put these?', 'size').deferredField).toBe('placement');
    expect(read('what do you think would look best?', 'style').deferredField).toBe('style');
  });

  it('meets a late relative with care', () => {
    expect(read('a portrait of my late grandmother').empathy).toBe('memorial');
  });
});

describe('extractMessage: a bare "no" to an optional question', () => {
  it.each([
    ['nah', 'budget'],
    ['none', 'budget'],
    ['no budget really', 'budget'],
    ['no tengo', 'budget'],
    ['nah', 'timing'],
    ['nope', 'timing'],
    ['no preference', 'timing'],
    ['não', 'timing'],
  ] as const)('reads %j after the %s question as that field left open', (text, field) => {
    const found = read(text, field);
    expect(found.deferredField).toBe(field);
    expect(found.budget).toBeNull();
    expect(found.timing).toBeNull();
  });

  it.each(['no refs', 'nope no pics', "don't have any", 'sin referencias', 'pas de référence'])(
    'reads %j after the references question as no references',
    (text) => {
      const found = read(text, 'references');
      expect(found.hasReferences).toBe(false);
      expect(found.deferredField).toBeNull();
    },
  );

  it('keeps what a "no" goes on to say: "no, 400 max" is a budget', () => {
    const found = read('no, 400 max', 'budget');
    expect(found.budget?.max).toBe(400);
    expect(found.deferredField).toBeNull();
  });

  it('reads "nah" to the budget question as the budget, not as a no to an earlier 18+ check', () => {
    const found = extractMessage('nah', {
      askedField: 'budget',
      preferredStyles: [],
      hasAttachments: false,
      askedAge: true,
      justAskedAge: false,
    });
    expect(found.deferredField).toBe('budget');
    expect(found.confirmsAdult).toBeNull();
  });

  it('leaves a bare "no" to the placement question alone: it says nothing about placement', () => {
    expect(read('no', 'placement').deferredField).toBeNull();
  });
});

describe('extractMessage: a bare yes or no to a yes-or-no question (decision 018)', () => {
  /** The client's answer to the assistant's question, with the 18+ check asked earlier and still open. */
  const answer = (question: string, text: string) =>
    extractMessage(text, {
      askedField: detectAskedField(question),
      yesNoQuestion: detectYesNoQuestion(question),
      preferredStyles: [],
      hasAttachments: false,
      askedAge: true,
      justAskedAge: false,
    });

  it.each([
    ['Do you want colour?', 'no'],
    ['Do you want colour?', 'nope'],
    ['Do you want colour?', 'nah, black and grey is fine'],
    ['Would you like it in color, or black and grey?', 'no'],
    ['¿Lo quieres a color, o en negro y gris?', 'no'],
    ['¿Lo quieres a color, o en negro y gris?', 'nop'],
    ['Você quer colorida, ou em preto e cinza?', 'não'],
    ['Você quer colorida, ou em preto e cinza?', 'nao'],
    ['Do you want colour?', 'non'],
    ['Do you want colour?', 'nein'],
    ['Lo vuoi a colori?', 'no'],
    ['Just black and grey?', 'yes'],
  ])('reads the answer to %j, %j, as black and grey, never as under 18', (question, text) => {
    const found = answer(question, text);
    expect(found.colorMode).toBe('black_and_grey');
    expect(found.confirmsAdult).toBeNull();
  });

  it.each([
    ['Do you want colour?', 'yes'],
    ['Do you want colour?', 'yeah'],
    ['¿Lo quieres a color?', 'sí'],
    ['Você quer colorida?', 'sim'],
    ['Just black and grey?', 'nope'],
  ])('reads the answer to %j, %j, as colour', (question, text) => {
    expect(answer(question, text).colorMode).toBe('color');
  });

  it.each([
    ['Any colour preference?', 'no', 'color'],
    ['Do you have a placement in mind?', 'no', 'placement'],
    ['Any placement in mind?', 'nope', 'placement'],
    ['¿Tienes un lugar del cuerpo en mente?', 'no', 'placement'],
    ['Do you have a size in mind?', 'não', 'size'],
    ['Do you have a size in mind?', 'nein', 'size'],
  ] as const)('reads the answer to %j, %j, as the %s left to the artist', (question, text, field) => {
    const found = answer(question, text);
    expect(found.deferredField).toBe(field);
    expect(found.colorMode).toBeNull();
    expect(found.confirmsAdult).toBeNull();
  });

  it.each([
    ['Do you want colour?', 'no idea', { deferredField: 'color', colorMode: null }],
    ['Do you want colour?', 'not sure', { deferredField: 'color', colorMode: null }],
    ['Do you want colour?', 'no problem', { deferredField: null, colorMode: null }],
    ['Would you like it in color, or black and grey?', 'yes', { colorMode: null }],
    ['Any placement in mind?', 'no, on my back', { deferredField: null, placement: { area: 'back' } }],
    ['Do you have a placement in mind?', 'yes', { deferredField: null, placement: null }],
    ['Where on your body would you like it?', 'no', { deferredField: null, placement: null }],
    ['Do you want it on your forearm?', 'no', { deferredField: null, placement: null, confirmsAdult: null }],
    ['Is your budget flexible?', 'no', { deferredField: null, budget: null, confirmsAdult: null }],
  ] as const)('does not misread the answer to %j, %j', (question, text, expected) => {
    expect(answer(question, text)).toMatchObject(expected);
  });
});

describe('extractMessage: an unsure client who turns the options down (decision 018)', () => {
  const afterOptions = (question: string, text: string, unsureFields: readonly BriefField[]) =>
    extractMessage(text, {
      askedField: detectAskedField(question),
      yesNoQuestion: detectYesNoQuestion(question),
      unsureFields,
      preferredStyles: [],
      hasAttachments: false,
    });
  const PLACEMENTS =
    'No worries! Forearm, upper arm or calf are easy first spots: would one of those work, or somewhere else?';
  const SIZES =
    'No problem! Would small (about 5 cm), palm-sized or bigger, like half a forearm, feel closest?';
  const STYLES =
    'No problem! Mara often works in fine line or dotwork: would one of those styles suit you, or shall Mara choose?';

  it.each([
    [PLACEMENTS, 'no', 'placement'],
    [PLACEMENTS, 'not really', 'placement'],
    [PLACEMENTS, 'neither tbh', 'placement'],
    [PLACEMENTS, 'none of those', 'placement'],
    [
      '¡Tranqui! El antebrazo o la pantorrilla son buenos sitios: ¿alguno te convence, o prefieres otra zona?',
      'ninguno',
      'placement',
    ],
    [
      'Antebraço ou panturrilha são ótimos lugares: algum deles funciona, ou prefere outro lugar?',
      'nenhum',
      'placement',
    ],
    [SIZES, 'nope', 'size'],
    [SIZES, 'hmm no', 'size'],
    [SIZES, 'honestly nah', 'size'],
    [SIZES, 'ni uno ni otro', 'size'],
    [SIZES, 'nessuno dei due', 'size'],
    [SIZES, 'keins', 'size'],
    [SIZES, 'aucun', 'size'],
    [STYLES, 'no', 'style'],
  ] as const)('after %j, %j leaves the %s to the artist', (question, text, field) => {
    const found = afterOptions(question, text, [field]);
    expect(found.deferredField).toBe(field);
    expect(found.confirmsAdult).toBeNull();
  });

  it.each([
    [SIZES, 'either is fine'],
    [SIZES, 'whatever you think'],
    [SIZES, 'you decide'],
    [SIZES, 'cualquiera está bien'],
    [SIZES, 'como veas'],
    [SIZES, 'o que você achar melhor'],
    [SIZES, 'peu importe'],
    [SIZES, 'comme tu veux'],
    [SIZES, 'ist mir egal'],
    [SIZES, 'wie du meinst'],
    [SIZES, 'decidi tu'],
    [SIZES, 'fai tu'],
  ])('after %j, %j leaves the size to the artist', (question, text) => {
    expect(afterOptions(question, text, ['size']).deferredField).toBe('size');
  });

  it.each([
    ['je sais pas quelle taille', 'size'],
    ['keine Ahnung wie groß', 'size'],
    ['non so dove', 'placement'],
    ['weiß nicht welcher Stil', 'style'],
  ] as const)('reads %j as unsure of the %s, whatever was asked', (text, field) => {
    expect(read(text, 'color').deferredField).toBe(field);
  });

  it.each([
    [PLACEMENTS, 'no, on my ribs', { deferredField: null, placement: { area: 'ribs' } }],
    [SIZES, 'no, palm sized', { deferredField: null }],
    ['Do you want it on your forearm?', 'no', { deferredField: null, placement: null }],
  ] as const)('does not misread %j, %j', (question, text, expected) => {
    expect(afterOptions(question, text, question === PLACEMENTS ? ['placement'] : [])).toMatchObject(
      expected,
    );
  });
});

describe('extractMessage: a yes or no to a cover-up question (decision 018)', () => {
  const toCoverUpQuestion = (text: string) =>
    extractMessage(text, {
      askedField: null,
      asksCoverUp: true,
      preferredStyles: ['Geometric'],
      hasAttachments: false,
      askedAge: true,
      justAskedAge: false,
    });

  it.each(['yes', 'yep', 'yesss', 'sí', 'sim', 'oui', 'ja', 'sì', 'yes its an old faded tribal armband'])(
    'reads %j as a cover-up, never as the 18+ answer',
    (text) => {
      const found = toCoverUpQuestion(text);
      expect(found.isCoverUp).toBe(true);
      expect(found.answersCoverUp).toBe(true);
      expect(found.confirmsAdult).toBeNull();
    },
  );

  it('keeps the old piece out of the new one: "yes its an old tribal band" names no style', () => {
    expect(toCoverUpQuestion('yes its an old faded tribal band').style).toBeNull();
  });

  it.each(['no', 'nope', 'nah fresh skin', 'não', 'non', 'nein', 'nooo'])(
    'reads %j as fresh skin',
    (text) => {
      const found = toCoverUpQuestion(text);
      expect(found.isCoverUp).toBe(false);
      expect(found.answersCoverUp).toBe(false);
      expect(found.confirmsAdult).toBeNull();
    },
  );

  it.each(['no problem', 'not sure', 'a wolf on my forearm'])('reads no answer in %j', (text) => {
    expect(toCoverUpQuestion(text).answersCoverUp).toBeNull();
  });
});

describe('extractMessage: the choice left to the artist by name or in other words (decision 018)', () => {
  const toSize = (text: string) =>
    extractMessage(text, {
      askedField: 'size',
      artistName: 'Mara Vale',
      preferredStyles: [],
      hasAttachments: false,
    });

  it.each([
    'up to mara',
    'let mara decide',
    "mara's call",
    'mara can choose',
    'whatever',
    'both are fine',
    'any of them',
    'you tell me',
    'i trust you',
  ])('reads %j as the size left open', (text) => {
    expect(toSize(text).deferredField).toBe('size');
  });

  it.each(['hi mara!', 'up to 200', 'mara your work is amazing'])('reads no deferral in %j', (text) => {
    expect(toSize(text).deferredField).toBeNull();
  });
});

describe('extractMessage: people in the chat and the story are not the design (decision 059)', () => {
  it('keeps people named with their age out of the idea, in any language', () => {
    const found = read(
      'Eu (34), minha mãe (58) e minha irmã (29) queremos fazer a mesma andorinha tradicional no pulso',
    );
    expect(found.idea).not.toContain('mãe');
    expect(found.age).toBe(34);
  });

  it('reads a grandmother coming along as a companion, not the idea', () => {
    const found = read(
      'Tenho 45 anos. A minha avó de 82 anos quer vir comigo para me fazer companhia, pode ser?',
    );
    expect(found.companion).not.toBeNull();
    expect(found.idea ?? '').not.toContain('avó');
  });

  it('meets a divorce, a miscarriage and a loss said with "on a perdu" with care', () => {
    expect(read("my divorce was finalised last week and honestly i'm not doing great").empathy).toBe(
      'hardship',
    );
    expect(read('on a perdu notre bébé en septembre (fausse couche)').empathy).toBe('memorial');
    expect(read('hatte eine Fehlgeburt im Sommer').empathy).toBe('memorial');
    expect(read('hiya juno. lost me mam in april. she had this little swallow on her wrist').empathy).toBe(
      'memorial',
    );
  });

  it('reads a misspelt subject as the subject, and writes it spelt right', () => {
    expect(read('hii cud u do a dotwrok sunflowr on my uper arm lik 12 cm??').idea).toBe('sunflower');
  });

  it("takes the client's own age over an adult's they name beside it", () => {
    expect(read('io e mia figlia (lei ha 19 anni, io 47) vorremmo la stessa rondine').age).toBe(47);
  });
});

describe('extractMessage: fresh-2026-11g classes', () => {
  it.each([
    [
      "hi! could i get my grandma's name in korean, 순자, in tiny fine line script on my ring finger?",
      '순자',
    ],
    ["je voudrais le prénom de ma fille en arabe, ليلى, en fine line à l'intérieur du poignet", 'ليلى'],
  ])('keeps a name written in another script as the words to ink: %j', (text, idea) => {
    expect(read(text).idea).toBe(idea);
  });

  it.each([
    ['actually never mind, i dont think im ready yet', true],
    ['uf es más de lo que pensaba, mejor lo dejo para más adelante', true],
    ['Ich glaub ich warte doch noch', true],
    ['lascia stare, non sono pronta', true],
    ['a wolf on my forearm, 10 cm', false],
  ])('reads a client stepping back in %j: %s', (text, withdraws) => {
    expect(read(text).withdraws).toBe(withdraws);
  });

  it('reads a side misspelt ("isquierdo") and "both black" as black only', () => {
    expect(read('un colibri en el ombro isquierdo').placement).toMatchObject({ side: 'left' });
    expect(read('a moon and a wolf, both black.').colorMode).toBe('black');
  });

  it.each([
    ['unos quinientos pavos', 'EUR'],
    ['budget deux cents balles', 'EUR'],
  ])('reads the everyday word for money in %j', (text, currency) => {
    expect(read(text, 'budget').budget).toMatchObject({ currency });
  });
});

describe('extractMessage: the piece named first, what it shows after a comma (fresh-2026-11g)', () => {
  it.each([
    [
      'vorrei una mezza manica old school sul braccio destro, con una pantera e dei fiori, a colori',
      'pantera',
    ],
    ['je voudrais une grande pièce blackwork sur la moitié du dos, des fougères et des branches', 'fougères'],
  ])('reads the content after the piece in %j', (text, word) => {
    expect(read(text).idea).toContain(word);
  });

  it('carries no wish to a stray word left between other fields', () => {
    expect(
      read('je voudrais un portrait réaliste de mon chat sur la cuisse, environ seize centimètres').idea,
    ).not.toBe('environ');
  });

  it('carries no wish past the end of a sentence', () => {
    expect(read('i want a tattoo. can you do it next week?').idea).toBeNull();
  });

  it('reads the words before a word for the piece as the design, with no "I want"', () => {
    expect(read('Hi! A blackwork botanical piece on my upper back, about A5 size.').idea).toBe('botanical');
    expect(read('a floral design for my ribs').idea).toBe('floral');
    expect(read('hi, quick tattoo question').idea).toBeNull();
    expect(read('hey quick question about a piece on my arm').idea).toBeNull();
  });

  it('keeps the names or dates listed after a lettering word as the words to write', () => {
    const names =
      "I want my kids' names, Ava 2015 and Leo 2018, in script on my inner forearm, small, black.";
    expect(read(names).idea).toBe("my kids' names: ava 2015 and leo 2018");
    expect(read('my daughters name, Mia, in cursive').idea).toBe('my daughters name: mia');
  });

  it('reads an age said without a number as an adult, and "maior" there as no bigger size', () => {
    const found = read('pensando melhor, prefiro na coxa. sou maior de idade e posso gastar uns 250 euros');
    expect(found.confirmsAdult).toBe(true);
    expect(found.sizeChange).toBeNull();
    expect(read("I'm in my thirties and can spend around €200").confirmsAdult).toBe(true);
  });
});

describe('extractMessage: an age said with the coming birthday, to the size question', () => {
  it('takes "tengo 17, cumplo 18 en marzo" for the age alone, never a size of 17', () => {
    const found = read('tengo 17, cumplo 18 en marzo', 'size');
    expect(found.age).toBe(17);
    expect(found.turnsAdultSoon).toBe(true);
    expect(found.size).toBeNull();
  });
});

describe("extractMessage: a greeting before the artist's name, and a figure taken back (fresh-2026-11t)", () => {
  it.each([
    ['ôpa noor, queria uma xícara de café com um pão de queijo', 'Noor Haddad', 'ôpa'],
    ['wesh iris, je voudrais un petit poulpe en fine line', 'Iris Lind', 'wesh'],
    ['épale kai, quiero un dragón japonés en la espalda', 'Kai Moreno', 'épale'],
  ])('never takes the greeting of %j for the idea', (text, artistName, greeting) => {
    const found = extractMessage(text, {
      askedField: null,
      preferredStyles: [],
      hasAttachments: false,
      artistName,
    });
    expect(found.idea ?? '').not.toContain(greeting);
  });

  it.each([
    ['uns 10 cm... não, bota 15 que fica mais arretado', 15],
    ['10cm, no wait 15', 15],
    ['hmm 8cm is too small, more like 12', 12],
  ])('reads %j as %i cm', (text, cm) => {
    expect(read(text, 'size').size?.cm).toBe(cm);
  });

  it('keeps the one figure of "8 cm, no color, 300 euros"', () => {
    expect(read('8 cm, no color, 300 euros').size?.cm).toBe(8);
  });
});

describe('extractMessage: a birthday or a birth is no timing', () => {
  const readIn2026 = (text: string) =>
    extractMessage(text, { askedField: null, preferredStyles: [], hasAttachments: false, currentYear: 2026 });

  it.each([
    ['turning 19 next week 🎉', 18],
    ['Solo nero. Ne compio 25 a gennaio', 24],
    ["I was born in march 2008 so I'm 18", 18],
  ])('reads %j as an age without a timing', (text, age) => {
    const found = readIn2026(text);
    expect(found.age).toBe(age);
    expect(found.timing).toBeNull();
  });

  it.each([
    ['ugh ok i turn 18 in april, can i book for after that?', 'in april'],
    ['my 18th birthday is in march, can i book for after?', 'in march'],
    ["oh and it's for my birthday in june if that matters", 'in june'],
  ])('keeps the time the client wants in %j', (text, timing) => {
    expect(readIn2026(text).timing).toBe(timing);
  });
});
