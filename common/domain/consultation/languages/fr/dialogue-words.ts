import type { DialogueWords } from '../language-module.ts';

/** French words of the dialogue rules (decision 046). */
export const DIALOGUE_WORDS: DialogueWords = {
  thanks: ['merci'],
  unsure: ['je ne sais pas', 'sais pas', 'aucune idée', 'peu importe', 'nimporte'],
  leaveToArtist: [
    'comme tu veux',
    'comme vous voulez',
    'à toi de voir',
    'cest toi qui vois',
    'tu choisis',
    'tu décides',
  ],
  empathy: [
    ['on a perdu', 'memorial'],
    ['perdu notre', 'memorial'],
    ['perdu mon', 'memorial'],
    ['perdu ma', 'memorial'],
    ['fausse couche', 'memorial'],
    ['divorce', 'hardship'],
    ['rupture', 'hardship'],
    ['jai perdu', 'memorial'],
    ['nous avons perdu', 'memorial'],
    ['année difficile', 'hardship'],
    ['période difficile', 'hardship'],
    ['désolé pour le pavé', 'hardship'],
  ],
  people: [
    ...'ami amie copain copine mari femme frère sœur soeur cousin cousine mère maman père papa tante oncle'.split(
      ' ',
    ),
  ],
  children: ['fils', 'fille', 'neveu', 'nièce'],
  possessives: ['mon', 'ma', 'mes', 'notre'],
  thirdPersonPronouns: ['il', 'elle', 'lui'],
  ageLinks: ['a', 'aura', 'seulement', 'juste'],
  selfWords: ['je', 'jai', 'moi', 'perso'],
  selfAgeLinks: ['cest', 'ai', 'suis', 'seulement', 'juste'],
  pastAgeWords: ['avais', 'quand', 'à', 'depuis'],
  yearsWords: ['ans'],
  birthYearCues: ['né', 'née', 'suis'],
  onBehalfOf: ['pour'],
  alsoWords: ['aussi'],
  wantWords: ['veut', 'voudrait', 'aimerait'],
};
