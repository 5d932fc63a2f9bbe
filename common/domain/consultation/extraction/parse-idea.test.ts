import { describe, expect, it } from 'vitest';
import { extractBrief } from './extract-brief.ts';

const ideaOf = (text: string) => extractBrief([{ role: 'user', content: text }]).idea;

describe('parseIdea: the design, not the words around it (fresh-2026-11k)', () => {
  it.each([
    ['ciao mara, un geco geometrico sulla spalla destra, nero, 8 cm', 'geco'],
    ['ciao iris fai anche il tradizionale americano? tipo una pantera colorata sul braccio', 'pantera'],
    ['can u do a neo trad peacock with loads of colour on my thigh?? 🦚', 'peacock'],
    ['me harías una cerecita fine line en el tobillo', 'cerecita'],
    ['zwei kleine geometrische Dreiecke am Knöchel', 'dreiecke'],
  ])('takes the word a style or colour describes as the design in %j, known or not', (text, idea) => {
    expect(ideaOf(text)).toBe(idea);
  });

  it.each(['I want black and grey on my arm', "I'd love to have a chat about a sleeve"])(
    'takes no wish or talk for the design in %j',
    (text) => {
      expect(ideaOf(text)).toBeNull();
    },
  );

  it('never ends the design on a word that leads into the next field', () => {
    expect(ideaOf('Ein japanischer Koi über den ganzen Oberarm, bunt')).toBe('koi');
  });

  it('reads no design in a greeting while another clause names one', () => {
    expect(
      ideaOf('holaa q onda mara! me quiero hacer un ajolotito de puntitos (dotwork) en el tobillo'),
    ).toContain('ajolotito');
  });
});

describe('parseIdea: a subject behind an elided article (older held-out sets)', () => {
  it.each([
    ["un'onda sul polso", 'onda'],
    ["je voudrais l'aigle sur l'épaule", 'aigle'],
  ])('reads %j as %j, without the glued article', (text, idea) => {
    expect(ideaOf(text)).toBe(idea);
  });
});

describe('parseIdea: the French cat, never the English chat (fresh-2026-11k)', () => {
  it.each([
    ["Bonjour, je voudrais un petit chat en fine line sur l'avant-bras", 'chat'],
    ["Salut, c'est possible de faire un petit chat sur la cheville ?", 'chat'],
  ])('reads %j as a cat', (text, idea) => {
    expect(ideaOf(text)).toBe(idea);
    expect(extractBrief([{ role: 'user', content: text }]).subjects).toContain('cat');
  });

  it('reads "have a chat about a sleeve" as talk', () => {
    expect(ideaOf("I'd love to have a chat about a sleeve")).toBeNull();
  });
});

describe('parseIdea: a pronoun stands for the subject named before it (fresh-2026-11k)', () => {
  it.each([
    [
      "can I bring my dog to the appointment? he's very chill. anyway I want a portrait of him on my forearm",
      'my dog',
    ],
    ['mi perro murió en enero, quiero un retrato de él en el brazo', 'mi perro'],
  ])('reads %j as %j', (text, idea) => {
    expect(ideaOf(text)).toBe(idea);
  });

  it('reads nothing for a pronoun with no subject before it', () => {
    expect(ideaOf('a portrait of him on my arm')).toBeNull();
  });
});

describe('parseIdea: what a colon opens, never a part of the area (fresh-2026-11l)', () => {
  it.each([
    [
      "I'd like it on my right forearm, inner side. Fine line botanical: a sprig of eucalyptus, 12 cm",
      'sprig of eucalyptus',
    ],
    ['Idea: koi circling a lotus, on my calf', 'koi circling a lotus'],
  ])('reads %j as %j', (text, idea) => {
    expect(ideaOf(text)).toBe(idea);
  });
});

describe('parseIdea: the same one as a piece named before (fresh-2026-11l)', () => {
  it.each([
    [
      'my best friend got a swallow from u last year on her arm and i want the exact same one but on my ankle',
      'swallow',
    ],
    ['mi hermana tiene una golondrina y quiero la misma en el tobillo', 'golondrina'],
  ])('reads %j as %j', (text, idea) => {
    expect(ideaOf(text)).toBe(idea);
  });
});

describe('parseIdea: no design in a question for ideas, a wished state or a wished quality (fresh-2026-11l)', () => {
  it.each([
    'Hi! I really want my first tattoo to be something meaningful but I honestly have no idea what. Any ideas where to start?',
    'je veux que ce soit cicatrisé avant le 15 avril',
  ])('reads no design in %j', (text) => {
    expect(ideaOf(text)).toBeNull();
  });

  it.each([
    [
      "je veux que ce soit cicatrisé avant 🙏 une petite branche de cerisier fine line sur l'omoplate",
      'cerisier',
    ],
    ['could i get a cute little axolotl on my calf?', 'axolotl'],
  ])('reads %j as %j', (text, idea) => {
    expect(ideaOf(text)).toContain(idea);
  });
});

describe('parseIdea: a thing the engine does not know, brought in right before where it goes (fresh-2026-11n)', () => {
  it.each([
    ['a tiny sprig of heather on my ankle, 5cm', 'sprig of heather'],
    ['ein feiner Eukalyptuszweig am Unterarm, so 10 cm', 'feiner eukalyptuszweig'],
    ["une branche d'olivier sur l'épaule, 8 cm", 'branche dolivier'],
  ])('reads %j as the design %j', (text, idea) => {
    expect(ideaOf(text)).toBe(idea);
  });

  it.each(['i have a scar on my knee', 'a small one on my wrist'])('reads no design in %j', (text) => {
    expect(ideaOf(text)).toBeNull();
  });
});

describe('parseIdea: a wish said beats the client speaking of themselves after a colon (fresh-2026-11v)', () => {
  it('reads the fern wished for, not the stoma told of', () => {
    expect(
      ideaOf(
        'Hallo Lena! Kurz vorweg: Ich hab seit zwei Jahren ein Ileostoma rechts am Bauch. Ich hätte gern einen feinen Farnzweig in Fine Line links daneben, so 10 cm, schwarz.',
      ),
    ).toBe('feinen farnzweig');
  });
});
