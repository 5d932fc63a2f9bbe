import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { parseStyle } from './parse-style.ts';
import { readMessage } from './read-message.ts';

const styleOf = (text: string, preferred: string[] = []) =>
  parseStyle(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, preferred)?.value ?? null;

describe('parseStyle', () => {
  it.each([
    ['I want an old school swallow', 'Traditional'],
    ['something sailor jerry inspired', 'Traditional'],
    ['American Traditional eagle please', 'Traditional'],
    ['neo trad fox with flowers', 'Neo-traditional'],
    ['Neo-Traditional panther', 'Neo-traditional'],
    ['a neotraditional owl', 'Neo-traditional'],
    ['full irezumi back piece', 'Japanese'],
    ['traditional japanese koi', 'Japanese'],
    ['mandala done with stippling', 'Dotwork'],
    ['dot work shading', 'Dotwork'],
    ['sacred geometry on my sternum', 'Geometric'],
    ['GEOMETRIC wolf', 'Geometric'],
    ['black and grey realism lion', 'Realism'],
    ['photorealistic portrait of my grandpa', 'Portrait'],
    // The Portrait style is of people: a realistic portrait of an animal is realism work.
    ['photorealistic portrait of my cat', 'Realism'],
    ['un retrato realista de mi gata', 'Realism'],
    ['ein realistisches Porträt von meinem Hund', 'Realism'],
    ['a portrait of my cat', 'Portrait'],
    ['fineline script', 'Minimalist'],
    ['fine-line rose', 'Minimalist'],
    ['something minimal and dainty', 'Minimalist'],
    ['a polynesian band', 'Tribal'],
    ['watercolour hummingbird', 'Watercolor'],
    ['water color splash', 'Watercolor'],
    ['heavy black blackwork sleeve', 'Blackwork'],
    ['a portrait of my grandma', 'Portrait'],
  ])('reads %j as %s', (text, style) => {
    expect(styleOf(text)).toBe(style);
  });

  it.each([
    ['tradtional rose', 'Traditional'],
    ['japenese dragon', 'Japanese'],
    ['geometirc shapes', 'Geometric'],
    ['minimalistt heart', 'Minimalist'],
  ])('forgives the typo in %j', (text, style) => {
    expect(styleOf(text)).toBe(style);
  });

  it.each([
    'not too traditional, just a wolf',
    "I don't want it to look tribal",
    'hi there',
    'a wolf on my arm',
  ])('finds no style in %j', (text) => {
    expect(styleOf(text)).toBeNull();
  });

  it('prefers a style the artist offers when the client names several', () => {
    expect(styleOf('neo trad or geometric, not sure', ['Geometric'])).toBe('Geometric');
    expect(styleOf('neo trad or geometric, not sure')).toBe('Neo-traditional');
  });

  it('reads a realistic portrait as a portrait, unless the artist offers only realism', () => {
    expect(styleOf('a realistic portrait of my grandpa', ['Realism', 'Portrait'])).toBe('Portrait');
    expect(styleOf('a realistic portrait of my grandpa', ['Realism'])).toBe('Realism');
  });

  it('does not mistake British "realise" for Realism', () => {
    expect(styleOf('I realise it might be big')).toBeNull();
  });
});
