import type { DialogueWords } from '../language-module.ts';

/** French words of the dialogue rules (decision 046). */
export const DIALOGUE_WORDS: DialogueWords = {
  thanks: ['merci'],
  leaveToArtist: [
    'comme tu veux',
    'comme vous voulez',
    'à toi de voir',
    'a toi de voir',
    'cest toi qui vois',
    'tu choisis',
    'tu décides',
    'tu decides',
  ],
  empathy: [
    ['jai perdu', 'memorial'],
    ['nous avons perdu', 'memorial'],
    ['année difficile', 'hardship'],
    ['annee difficile', 'hardship'],
    ['période difficile', 'hardship'],
    ['periode difficile', 'hardship'],
    ['désolé pour le pavé', 'hardship'],
    ['desole pour le pave', 'hardship'],
  ],
  people: [
    ...'ami amie copain copine mari femme frère frere sœur soeur cousin cousine mère mere maman père pere papa tante oncle'.split(
      ' ',
    ),
  ],
  children: ['fils', 'fille', 'neveu', 'nièce', 'niece'],
  possessives: ['mon', 'ma', 'mes', 'notre'],
  thirdPersonPronouns: ['il', 'elle', 'lui'],
  ageLinks: ['a', 'aura', 'seulement', 'juste'],
  onBehalfOf: ['pour'],
  alsoWords: ['aussi'],
  wantWords: ['veut', 'voudrait', 'aimerait'],
};
