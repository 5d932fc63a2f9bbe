import { describe, expect, it } from 'vitest';
import { detectAskedField, detectsCoverUpQuestion, detectYesNoQuestion } from './asked-field.ts';

describe('detectAskedField', () => {
  it.each([
    ["Hi! I'm here to help you explore tattoo ideas. What kind of piece are you thinking about?", 'idea'],
    ['Love it: wolf. Roughly how big are you thinking, in cm or inches?', 'size'],
    ['Great. Where on your body would you like it, and on which side?', 'placement'],
    ['Mara works in watercolor and realism. Which style are you drawn to?', 'style'],
    ['Do you have a budget in mind? A range is fine.', 'budget'],
    ['Could you attach a clear photo of the tattoo you want to cover?', 'references'],
    ['What timeframe do you have in mind for the appointment?', 'timing'],
    ["What's the best email to reach you on?", 'contact'],
    ['Would you like it in color, or black and grey?', 'color'],
  ])('reads the question in %j as %s', (text, field) => {
    expect(detectAskedField(text)).toBe(field);
  });

  it('returns null when the reply asks nothing', () => {
    expect(detectAskedField("That's everything Mara needs. Tap Save Conversation.")).toBeNull();
    expect(detectAskedField('')).toBeNull();
  });
});

describe('detectYesNoQuestion (decision 018)', () => {
  it.each([
    ['Do you want colour?', { field: 'color', proposedColor: 'color', offersChoice: false }],
    [
      'Would you like it in color, or black and grey?',
      { field: 'color', proposedColor: 'color', offersChoice: true },
    ],
    ['Just black and grey?', { field: 'color', proposedColor: 'black_and_grey', offersChoice: false }],
    [
      '¿Lo quieres a color, o en negro y gris?',
      { field: 'color', proposedColor: 'color', offersChoice: true },
    ],
    [
      'Você quer colorida, ou em preto e cinza?',
      { field: 'color', proposedColor: 'color', offersChoice: true },
    ],
    ['Tu veux de la couleur ?', { field: 'color', proposedColor: 'color' }],
    ['Any colour preference?', { field: 'color', asksPreference: true }],
    ['Do you have a placement in mind?', { field: 'placement', asksPreference: true }],
    ['Is your budget flexible?', { field: 'budget', asksFlexibility: true }],
    ['Do you have any reference images?', { field: 'references', asksPreference: false }],
  ])('reads %j as a yes-or-no question', (text, question) => {
    expect(detectYesNoQuestion(text)).toMatchObject(question);
  });

  it.each([
    'Where on your body would you like it, and on which side?',
    'Roughly how big are you thinking?',
    '¿Dónde del cuerpo lo quieres, y de qué lado?',
    'Quick one before I pass this on: are you 18 or over?',
    'Love it!',
  ])('reads no yes-or-no question in %j', (text) => {
    expect(detectYesNoQuestion(text)).toBeNull();
  });

  it('does not read "preference" as the references question', () => {
    expect(detectAskedField('Any colour preference?')).toBe('color');
    expect(detectAskedField('¿Tienes alguna preferencia de color?')).toBe('color');
  });
});

describe('detectsCoverUpQuestion (decision 018)', () => {
  it.each([
    'Love it! Is this a cover-up?',
    'Will this go over an existing tattoo?',
    'Are we covering an old tattoo?',
    'Is it a cover up of something?',
    '¿Es para tapar un tatuaje existente?',
    '¿Sería para cubrir otro tatuaje?',
    'É para cobrir uma tatuagem antiga?',
    "C'est pour recouvrir un ancien tatouage ?",
    'Soll damit ein altes Tattoo überdeckt werden?',
    'Serve a coprire un vecchio tatuaggio?',
  ])('reads %j as a yes-or-no question about a cover-up', (text) => {
    expect(detectsCoverUpQuestion(text)).toBe(true);
  });

  it.each([
    'What tattoo are we covering?',
    '¿Qué tatuaje quieres tapar?',
    'Is this a cover-up? Where on your body would you like it?',
    'Do you want colour?',
  ])('does not read %j as one', (text) => {
    expect(detectsCoverUpQuestion(text)).toBe(false);
  });
});

describe('detectAskedField: a question that proposes an area (decision 018)', () => {
  it.each(['Would you like it on your forearm?', '¿Lo quieres en el antebrazo?', 'Que tal no pulso?'])(
    'reads %j as the placement question, proposing the area',
    (text) => {
      expect(detectAskedField(text)).toBe('placement');
      expect(detectYesNoQuestion(text)?.proposedPlacement?.area).toMatch(/forearm|wrist/);
    },
  );

  it('keeps the field a cue names: "Colour on the forearm piece?" is colour', () => {
    expect(detectAskedField('Do you want colour on the forearm piece?')).toBe('color');
  });
});
