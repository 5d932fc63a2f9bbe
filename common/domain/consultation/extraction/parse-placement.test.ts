import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import type { BriefField } from '../brief.ts';
import { parsePlacement, parseSideOnly } from './parse-placement.ts';
import { readMessage } from './read-message.ts';

const placementOf = (text: string, askedField: BriefField | null = null) =>
  parsePlacement(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, askedField)?.value ?? null;

describe('parsePlacement', () => {
  it.each([
    ['on my left forearm', { area: 'forearm', side: 'left' }],
    ['inner forearm', { area: 'forearm', subArea: 'inner' }],
    ['right inner forearm', { area: 'forearm', side: 'right', subArea: 'inner' }],
    ['inner left forearm', { area: 'forearm', side: 'left', subArea: 'inner' }],
    ['behind the ear', { area: 'behind the ear' }],
    ['behind my right ear', { area: 'behind the ear', side: 'right' }],
    ['on the sternum', { area: 'sternum' }],
    ['my ribs, left side', { area: 'ribs', side: 'left' }],
    ['across my collarbone', { area: 'collarbone' }],
    ['outer thigh', { area: 'thigh', subArea: 'outer' }],
    ['both wrists', { area: 'wrist', side: 'both' }],
    ['back of my right hand', { area: 'hand', side: 'right', subArea: 'back' }],
    ['side of the neck', { area: 'neck', subArea: 'side' }],
    ['top of my foot', { area: 'foot', subArea: 'top' }],
    ['upper back between the shoulder blades', { area: 'upper back' }],
    ['lower back', { area: 'lower back' }],
    ['on my calves', { area: 'calf' }],
    ['RIGHT BICEP', { area: 'upper arm', side: 'right' }],
    ['on my forarm', { area: 'forearm' }],
    ['on my sholder', { area: 'shoulder' }],
    ['on my ankel', { area: 'ankle' }],
    ['on my back', { area: 'back' }],
  ])('reads %j', (text, placement) => {
    expect(placementOf(text)).toEqual(placement);
  });

  it.each([
    'a skeleton hand holding a rose',
    'please get back to me',
    'palm-sized',
    'hand sized design',
    'not on my hand',
    'are you free this weekend',
    'right now I want a wolf',
  ])('finds no placement in %j', (text) => {
    expect(placementOf(text)).toBeNull();
  });

  it('reads an everyday word as the area when the assistant just asked where', () => {
    expect(placementOf('hand')).toBeNull();
    expect(placementOf('hand', 'placement')).toEqual({ area: 'hand' });
  });

  it.each([
    ['realistic portrait of my dog nala on my ribs', { area: 'ribs' }],
    ['my cat nala, on my forarm', { area: 'forearm' }],
  ])('trusts an area as written, or cued, over a name a letter from one (%j)', (text, expected) => {
    expect(placementOf(text)).toEqual(expected);
  });

  it('does not read "right now" as a side', () => {
    expect(placementOf('forearm right now please')).toEqual({ area: 'forearm' });
  });

  it('fixes typed-fast sides ("rigth", "lfet")', () => {
    expect(placementOf('wolf on my rigth forarm')).toEqual({ area: 'forearm', side: 'right' });
    expect(placementOf('lfet calf')).toEqual({ area: 'calf', side: 'left' });
  });
});

describe('parsePlacement: a change of mind in one message', () => {
  it.each([
    ['behind the ear might be too visible at work 😬 can we do the inside of my ankle instead', 'ankle'],
    ['actually on my ankle instead of my wrist', 'ankle'],
    ['mejor en el tobillo en vez de la muñeca', 'ankle'],
    ['doch lieber am Knöchel statt am Handgelenk', 'ankle'],
  ])('reads %j as the new area, %j', (text, area) => {
    expect(placementOf(text)?.area).toBe(area);
  });
});

describe("parsePlacement: a body word that is someone's or something's else", () => {
  it.each([
    ['a moth with a skull on its back, on my shin', 'shin'],
    ['a swallow like the one on his chest, on my forearm', 'forearm'],
    ['un lobo con la luna en su espalda, en mi antebrazo', 'forearm'],
  ])("takes the client's own area in %j", (text, area) => {
    expect(placementOf(text)?.area).toBe(area);
  });

  it('keeps it when it is the only area ("she wants a rose on her arm")', () => {
    expect(placementOf('my daughter wants a rose on her arm')?.area).toBe('arm');
  });
});

describe('parsePlacement: an area read by mending a slip', () => {
  it.each([
    ['hola! quiero un colibrí en el antebraso', 'forearm'],
    ['Hirsch auf dem Unterarn', 'forearm'],
    ['una andorinha no tornozlo', 'ankle'],
    ['un leone sull’avambracio', 'forearm'],
  ])('takes a typo beside its preposition or article: %j', (text, area) => {
    expect(placementOf(text)?.area).toBe(area);
  });

  it('never takes a word mended into an area with nothing to cue it ("dos sesiones cortas")', () => {
    expect(placementOf('¿se podría hacer en dos sesiones cortas en vez de una larga?')).toBeNull();
  });
});

describe('parseSideOnly', () => {
  const sideOf = (text: string) => parseSideOnly(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens);
  it.each([
    ['right side actually', 'right'],
    ['on the left pls', 'left'],
    ['the left one', 'left'],
    ['lado derecho', 'right'],
  ])('reads %j as a side for the placement already given', (text, side) => {
    expect(sideOf(text)).toBe(side);
  });

  it.each(['yeah thats right', 'right now', 'ok'])('reads no side in %j', (text) => {
    expect(sideOf(text)).toBeNull();
  });
});

describe('parsePlacement: a one-word answer to another question', () => {
  it.each([
    ['arm', { area: 'arm' }],
    ['left arm', { area: 'arm', side: 'left' }],
    ['maybe my back', { area: 'back' }],
  ])('reads %j as the placement whatever was asked', (text, placement) => {
    expect(placementOf(text, 'style')).toMatchObject(placement);
  });

  it.each(['im back', 'back in 5'])('still needs a cue for %j', (text) => {
    expect(placementOf(text, 'style')).toBeNull();
  });

  it('leaves a bare word with no question open, or answering the idea question, unless it names a side', () => {
    expect(placementOf('arm')).toBeNull();
    expect(placementOf('hand', 'idea')).toBeNull();
    expect(placementOf('left arm', 'idea')).toEqual({ area: 'arm', side: 'left' });
  });
});

describe('parsePlacement: every language read (decision 018)', () => {
  it.each([
    // French, with articles, elisions, accents or none, sides and sub-areas after or before
    ["sur l'avant-bras", { area: 'forearm' }],
    ['dans le dos', { area: 'back' }],
    ['sur la cheville', { area: 'ankle' }],
    ["à l'intérieur du poignet", { area: 'wrist', subArea: 'inner' }],
    ["a l'interieur du poignet gauche", { area: 'wrist', side: 'left', subArea: 'inner' }],
    ["l'intérieur de l'avant-bras droit", { area: 'forearm', side: 'right', subArea: 'inner' }],
    ['sur le bras droit', { area: 'arm', side: 'right' }],
    ['avant bras interieur', { area: 'forearm', subArea: 'inner' }],
    ["sur l'epaule gauche", { area: 'shoulder', side: 'left' }],
    ["derrière l'oreille", { area: 'behind the ear' }],
    ['le bas du dos', { area: 'lower back' }],
    ['le dos de la main', { area: 'hand', subArea: 'back' }],
    ['sur les côtes', { area: 'ribs' }],
    ['sur les cotes', { area: 'ribs' }],
    // Spanish
    ['en el antebrazo izquierdo', { area: 'forearm', side: 'left' }],
    ['parte interna del antebrazo', { area: 'forearm', subArea: 'inner' }],
    ['antebrazo interno derecho', { area: 'forearm', side: 'right', subArea: 'inner' }],
    ['en la parte baja de la espalda', { area: 'lower back' }],
    ['en el codo', { area: 'elbow' }],
    ['detras de la oreja', { area: 'behind the ear' }],
    // Portuguese
    ['no braço esquerdo', { area: 'arm', side: 'left' }],
    ['na parte interna do pulso', { area: 'wrist', subArea: 'inner' }],
    ['nas costas da mão', { area: 'hand', subArea: 'back' }],
    ['nas costas do lado direito', { area: 'back', side: 'right' }],
    ['no cotovelo', { area: 'elbow' }],
    ['no meu pulso', { area: 'wrist' }],
    ['nos meus pés', { area: 'foot' }],
    ['brazo izq', { area: 'arm', side: 'left' }],
    // German: compounds, genitive, umlauts written or not
    ['am linken Unterarm', { area: 'forearm', side: 'left' }],
    ['Innenseite des rechten Unterarms', { area: 'forearm', side: 'right', subArea: 'inner' }],
    ['am inneren Handgelenk', { area: 'wrist', subArea: 'inner' }],
    ['auf dem Rücken', { area: 'back' }],
    ['auf dem Ruecken', { area: 'back' }],
    ['hinter dem Ohr', { area: 'behind the ear' }],
    ['am Fuss', { area: 'foot' }],
    ['am Arm', { area: 'arm' }],
    // Italian: elided prepositions, sides after
    ["sull'avambraccio sinistro", { area: 'forearm', side: 'left' }],
    ['sulla schiena', { area: 'back' }],
    ['sul polso destro', { area: 'wrist', side: 'right' }],
    ["parte interna dell'avambraccio", { area: 'forearm', subArea: 'inner' }],
    ["dietro l'orecchio", { area: 'behind the ear' }],
    ['sulla caviglia', { area: 'ankle' }],
  ])('reads %j as the English reader would', (text, placement) => {
    expect(placementOf(text)).toEqual(placement);
  });

  it.each([
    'tengo dos gatos',
    'a business venture',
    'no bras please',
    'main thing is the wolf',
    'pas sur le bras',
    'não no braço',
    'não no meu braço',
    'no en mi brazo',
    'nicht auf dem Rücken',
    'non sul braccio',
    'send me the links',
  ])('finds no placement in %j', (text) => {
    expect(placementOf(text)).toBeNull();
  });

  it('reads German "links" as a side only after the area', () => {
    expect(placementOf('a chain with links on my wrist')).toEqual({ area: 'wrist' });
    expect(placementOf('am Unterarm links')).toEqual({ area: 'forearm', side: 'left' });
  });

  it('reads no lone side in the English word "links"', () => {
    expect(parseSideOnly(readMessage('here are my links', MAX_CHAT_MESSAGE_CHARS).tokens)).toBeNull();
  });
});

describe('parsePlacement: negations of the other languages', () => {
  it('reads a French negation four words back, not a "no colour" five words back', () => {
    expect(placementOf('je ne veux pas de tatouage sur le bras')).toBeNull();
    expect(placementOf('pas de couleur sur le poignet')).toEqual({ area: 'wrist' });
  });
});

describe('parsePlacement: every area an artist quotes for (decision 018)', () => {
  it.each([
    ['small rose in my armpit', { area: 'armpit' }],
    ['under my left arm pit', { area: 'armpit', side: 'left' }],
    ['fine line snake on my left butt cheek', { area: 'buttock', side: 'left' }],
    ['on my glutes', { area: 'buttock' }],
    ['a moth on my hip bone', { area: 'hip' }],
    ['on my love handles', { area: 'hip' }],
    ['snake on my flank', { area: 'flank' }],
    ['a rose in my elbow ditch', { area: 'elbow ditch' }],
    ['a small moth in my ditch', { area: 'elbow ditch' }],
    ['behind my left knee', { area: 'behind the knee', side: 'left' }],
    ['in the knee pit', { area: 'behind the knee' }],
    ['scalp tattoo', { area: 'head' }],
    ['on the side of my head', { area: 'head' }],
    ['on my pinky', { area: 'fingers' }],
    ['across my jawline', { area: 'face' }],
    ['something on my thigh gap', { area: 'thigh' }],
    ['una rosa en la axila', { area: 'armpit' }],
    ['algo pequeño en la nalga derecha', { area: 'buttock', side: 'right' }],
    ['detrás de la rodilla', { area: 'behind the knee' }],
    ['en el pliegue del codo', { area: 'elbow ditch' }],
    ['en el dedo del pie', { area: 'foot' }],
    ['uma rosa na bunda', { area: 'buttock' }],
    ['na axila esquerda', { area: 'armpit', side: 'left' }],
    ['atrás do joelho', { area: 'behind the knee' }],
    ['no osso do quadril', { area: 'hip' }],
    ["sous l'aisselle", { area: 'armpit' }],
    ['sur la fesse gauche', { area: 'buttock', side: 'left' }],
    ['derrière le genou', { area: 'behind the knee' }],
    ['in der Kniekehle', { area: 'behind the knee' }],
    ['am Po', { area: 'buttock' }],
    ['in der Achselhöhle', { area: 'armpit' }],
    ["sotto l'ascella", { area: 'armpit' }],
    ['sul gluteo', { area: 'buttock' }],
    ['dietro il ginocchio', { area: 'behind the knee' }],
  ])('reads %j', (text, expected) => {
    expect(placementOf(text)).toEqual(expected);
  });

  it.each([
    'a wolf head',
    'my dogs head',
    'i have an idea in my head',
    'a shark jaw',
    'cabeça de lobo',
    'cabeza de lobo',
    'eine Kiefer',
    "let's ditch the colour",
  ])('reads no area in %j', (text) => {
    expect(placementOf(text)).toBeNull();
  });
});

describe('parsePlacement: slang and typos for areas (decision 018)', () => {
  it.each([
    ['a snake down my side', { area: 'flank' }],
    ['dagger under my boobs', { area: 'sternum' }],
    ['on my clavical', { area: 'collarbone' }],
    ['tiny star on my sturnum', { area: 'sternum' }],
    ['in my arpit', { area: 'armpit' }],
    ['uma rosa no peito do pé', { area: 'foot' }],
    ['una estrella en el empeine', { area: 'foot' }],
    ['en el sobaco', { area: 'armpit' }],
    ['small moth in the ditch', { area: 'elbow ditch' }],
    ['flower on my elbo', { area: 'elbow' }],
  ])('reads %j', (text, expected) => {
    expect(placementOf(text)).toEqual(expected);
  });

  it.each(['right side actually', 'a pink ribbon for my mum, she beat breast cancer'])(
    'reads no area in %j',
    (text) => {
      expect(placementOf(text)).toBeNull();
    },
  );
});

describe('parsePlacement: the area of the wish over one in a story or a condition (fresh-2026-11l)', () => {
  it.each([
    ['I keloid easily (got one from an ear piercing). I was thinking a fern on my upper arm', 'upper arm'],
    ['tengo psoriasis en los codos, quiero una golondrina en el antebrazo', 'forearm'],
    ['my sister got hers on her wrist and i want mine on my ankle', 'ankle'],
    ['il mio amico ce l’ha sulla spalla, io vorrei una rondine sul polpaccio', 'calf'],
  ])('reads %j as %j', (text, area) => {
    expect(placementOf(text)?.area).toBe(area);
  });
});

describe('parsePlacement: the lip', () => {
  it.each([
    ['a tiny script word on the inside of my bottom lip', 'lip'],
    ['una palabra en el labio', 'lip'],
  ])('reads %j', (text, area) => {
    expect(placementOf(text)?.area).toBe(area);
  });

  it('never reads "lip balm" as a placement', () => {
    expect(placementOf('I want lip balm')).toBeNull();
  });
});
