import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { extractBrief } from './extract-brief.ts';
import { isMinorCompanion, parseCompanion } from './parse-companion.ts';
import { readMessage } from './read-message.ts';

const companionOf = (text: string) => parseCompanion(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens);

describe('parseCompanion', () => {
  it.each([
    ['can i bring my friend? shes 16', 16, false],
    ["my bf wants one too, he's 17", 17, true],
    ['haha my friend is 17 can she get one too? im 25', 17, true],
    ['can i bring my 16 yr old sister w me? she just wants to watch lol', 16, false],
    ['my best friend is turning 18 next month, can she come with me?', 17, false],
    ['hola! puedo ir con mi amiga? tiene 16', 16, false],
    ['oi! meu namorado tambem quer fazer uma tatuagem, ele tem 17, pode?', 17, true],
    ['im 19 and my little sister (15) wants to come watch', 15, false],
    // Module words in every language, an adjective before the person (fresh-2026-11f).
    ['me and my little bro (hes 15) want matching paper planes', 15, true],
    ["j'ai 21 ans. ma sœur de 16 ans peut venir avec moi ?", 16, false],
    ['meine kleine Schwester (16) will mitkommen, geht das?', 16, false],
    ['mia sorella di 15 anni può venire con me?', 15, false],
  ])('%s: someone else, aged %s', (text, age, wantsTattoo) => {
    const companion = companionOf(text);
    expect(companion?.age).toBe(age);
    expect(companion?.wantsTattoo).toBe(wantsTattoo);
    expect(isMinorCompanion(companion)).toBe(true);
  });

  it.each([
    'can my mom come with me',
    'CAN MY GF COME WITH ME TO THE APPOINTMENT',
    'is it ok if my husband sits with me during the session?',
    'my friend and i want matching tattoos',
    'can i bring someone for support',
  ])('%s: a companion of no stated age', (text) => {
    const companion = companionOf(text);
    expect(companion).not.toBeNull();
    expect(companion?.age).toBeNull();
    expect(isMinorCompanion(companion)).toBe(false);
  });

  it.each([
    'a portrait of my dad, he was 60 when he passed',
    "my mom's name in script on my wrist",
    'my friend recommended you',
    'my friend said to come to you for fine line',
    'bro i want a wolf tattoo on my arm',
    'a rose with my sisters birthdate',
    'im 17, can i come in?',
  ])('%s: nobody else is coming or booking', (text) => {
    expect(companionOf(text)).toBeNull();
  });
});

describe('someone spoken of before who comes along (fresh-2026-11s)', () => {
  it.each([
    'Ele pode ir comigo à sessão?',
    'can he come with me?',
    'kann er mitkommen?',
    '¿puede venir conmigo?',
    'Je peux venir avec mon coloc ? Il veut juste regarder',
  ])('reads %j as someone along', (text) => {
    expect(companionOf(text)).toMatchObject({ wantsTattoo: false, age: null });
  });

  it('reads no one along in "I want to come with the design next week"', () => {
    expect(companionOf('I want to come with the design next week')).toBeNull();
  });
});

describe('a child who comes along or is drawn is not the one tattooed (older held-out sets)', () => {
  it('reads a daughter brought along, with her age a sentence later, as a companion of 12', () => {
    const companion = companionOf("can i bring my daughter along? she's 12, no childcare that day");
    expect(companion).toMatchObject({ age: 12, wantsTattoo: false });
    expect(isMinorCompanion(companion)).toBe(true);
  });

  it.each([
    "hi! fine line initials on my inner wrist. can i bring my daughter along? she's 12",
    'dá pra cobrir com um retrato realista da minha filha? ela tem 6 anos',
    "I'd love a portrait of my son on my forearm, he's 4",
  ])('records no age for the client in %j', (text) => {
    const brief = extractBrief([{ role: 'user', content: text }]);
    expect(brief.age).toBeNull();
  });

  it.each(['my daughter is 15 and wants a small star', "asking for my son, he's 16"])(
    'still reads %j as a child to be tattooed',
    (text) => {
      expect(extractBrief([{ role: 'user', content: text }]).age).toBeLessThan(18);
    },
  );
});
