import type { DialogueWords } from '../language-module.ts';

/** Spanish words of the dialogue rules (decision 046). */
export const DIALOGUE_WORDS: DialogueWords = {
  thanks: ['gracias', 'mil gracias', 'muchas gracias'],
  leaveToArtist: [
    'tú decides',
    'tu decides',
    'decide tú',
    'decide tu',
    'lo que tú veas',
    'lo que tu veas',
    'lo que creas',
    'como veas',
    'como quieras',
    'elige tú',
    'elige tu',
  ],
  empathy: [
    ['perdí a', 'memorial'],
    ['perdi a', 'memorial'],
    ['perdimos a', 'memorial'],
    ['año duro', 'hardship'],
    ['año difícil', 'hardship'],
    ['momento difícil', 'hardship'],
    ['muy duro', 'hardship'],
    ['muy difícil', 'hardship'],
    ['perdona el rollo', 'hardship'],
    ['perdón por el rollo', 'hardship'],
    ['perdona si me enrollo', 'hardship'],
  ],
  people: [
    ...'amiga amigo novio novia pareja esposo esposa marido hermana hermano prima primo mamá mama madre papá papa padre tía tío abuela abuelo'.split(
      ' ',
    ),
  ],
  children: ['hijo', 'hija', 'sobrino', 'sobrina'],
  possessives: ['mi', 'mis', 'nuestro', 'nuestra'],
  thirdPersonPronouns: ['él', 'ella'],
  ageLinks: ['tiene', 'cumple', 'solo', 'sólo', 'ya'],
  onBehalfOf: ['por', 'para'],
  alsoWords: ['también', 'tambien'],
  wantWords: ['quiere', 'quieren', 'hacerse', 'tatuarse'],
};
