import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import type { BriefField } from '../brief.ts';
import { parseReferences } from './parse-references.ts';
import { readMessage } from './read-message.ts';

const referencesOf = (text: string, askedField: BriefField | null = null, hasAttachment = false) =>
  parseReferences(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, askedField, hasAttachment)?.value ?? null;

describe('parseReferences', () => {
  it.each([
    'I have a few reference pics',
    "I've got some photos saved",
    "here's a pic of what I mean",
    "I'll send you some images",
    'reference attached',
    'my pinterest board has loads',
    'i have some inspo',
    'I can send screenshots',
  ])('reads %j as having references', (text) => {
    expect(referencesOf(text)).toBe(true);
  });

  it.each([
    'tengo unas fotos de mi perro que te puedo pasar',
    'tenho uma foto dele sorrindo, te mando depois',
    "j'ai une capture d'écran de ce que je veux",
    'anbei ein Foto von der Vorlage',
    'ho una foto della scritta originale',
  ])('reads %j, a reference said in its own language, as having references', (text) => {
    expect(referencesOf(text)).toBe(true);
  });

  it.each(['no references', "I don't have any pics yet", 'no reference images sorry'])(
    'reads %j as having none',
    (text) => {
      expect(referencesOf(text)).toBe(false);
    },
  );

  it.each(['do you have pics of your work?', 'a wolf on my arm', 'yes'])('learns nothing from %j', (text) => {
    expect(referencesOf(text)).toBeNull();
  });

  it('counts attached images as references', () => {
    expect(referencesOf('(sent images)', null, true)).toBe(true);
  });

  it.each([
    ['yes', true],
    ['Yeah!', true],
    ['i do, a couple', true],
    ['nope', false],
    ['not yet', false],
  ])('reads %j as an answer right after the assistant asked about references', (text, hasReferences) => {
    expect(referencesOf(text, 'references')).toBe(hasReferences);
  });

  it.each([
    'no refs',
    'no references yet',
    'nope no pics',
    "don't have any",
    'nah',
    'none',
    'not at the moment',
    'not really tbh',
    'sin referencias',
    'no tengo',
    'ninguna',
    'não tenho',
    'sem fotos',
    'pas de référence',
  ])('reads %j, right after the question about references, as having none', (text) => {
    expect(referencesOf(text, 'references')).toBe(false);
  });

  it.each([
    'sin referencias por ahora',
    'pas de référence',
    'zero pics',
    'não tenho referência nenhuma, pode criar',
    'niente riferimenti',
    'keine Referenzbilder, mach einfach',
    'sem fotos de referência',
  ])('reads %j as having none, asked or not', (text) => {
    expect(referencesOf(text)).toBe(false);
  });

  it.each(['nah', 'none', "don't have any"])('reads nothing into %j after another question', (text) => {
    expect(referencesOf(text, 'budget')).toBeNull();
  });

  it.each(['sí', 'sim', 'yes, a couple'])('reads %j as a yes to the question about references', (text) => {
    expect(referencesOf(text, 'references')).toBe(true);
  });
});

describe('parseReferences: none said a few words after the noun (fresh-2026-11o)', () => {
  it.each(['Referenzbilder hab ich keine.', 'refs i have none', 'riferimenti ne ho zero'])(
    'reads %j as none',
    (text) => {
      expect(referencesOf(text)).toBe(false);
    },
  );
});
