import type { DialogueWords } from '../language-module.ts';

/** Spanish words of the dialogue rules (decision 046). */
export const DIALOGUE_WORDS: DialogueWords = {
  thanks: ['gracias', 'mil gracias', 'muchas gracias'],
  unsure: [
    'qué me recomiendas',
    'qué recomiendas',
    'no sé',
    'ni idea',
    'no estoy seguro',
    'no estoy segura',
    'lo que sea',
    'me da igual',
    'da igual',
    'cualquiera',
  ],
  leaveToArtist: [
    'tú decides',
    'decide tú',
    'lo que tú veas',
    'lo que creas',
    'como veas',
    'como quieras',
    'elige tú',
  ],
  empathy: [
    ['perdí a', 'memorial'],
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
    ...'amiga amigo novio novia pareja esposo esposa marido hermana hermano prima primo mamá madre papá padre tía tío abuela abuelo'.split(
      ' ',
    ),
  ],
  children: ['hijo', 'hija', 'sobrino', 'sobrina'],
  possessives: ['mi', 'mis', 'nuestro', 'nuestra'],
  thirdPersonPronouns: ['él', 'ella'],
  ageLinks: ['tiene', 'cumple', 'sólo', 'ya'],
  onBehalfOf: ['por', 'para'],
  alsoWords: ['también'],
  wantWords: ['quiere', 'quieren', 'hacerse', 'tatuarse'],
};
