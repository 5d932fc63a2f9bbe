import type { DialogueWords } from '../language-module.ts';

/** German words of the dialogue rules (decision 046). */
export const DIALOGUE_WORDS: DialogueWords = {
  thanks: ['danke', 'dankeschön', 'vielen dank'],
  unsure: ['weiß nicht', 'keine ahnung', 'egal'],
  withdrawals: ['doch nicht', 'warte doch', 'warte lieber', 'ein andermal', 'nicht bereit', 'vergiss es'],
  leaveToArtist: ['du entscheidest', 'entscheide du', 'wie du meinst', 'wie du willst'],
  empathy: [
    ['fehlgeburt', 'memorial'],
    ['scheidung', 'hardship'],
    ['trennung', 'hardship'],
    ['verloren', 'memorial'],
    ['schweres jahr', 'hardship'],
    ['schwere zeit', 'hardship'],
    ['harte zeit', 'hardship'],
    ['sorry für den langen text', 'hardship'],
  ],
  people: [
    ...'freund freundin mann frau bruder schwester cousin cousine mutter mama vater papa tante onkel oma opa'.split(
      ' ',
    ),
  ],
  children: ['sohn', 'tochter', 'neffe', 'nichte'],
  possessives: ['mein', 'meine', 'meinen', 'meinem', 'meiner', 'unser', 'unsere'],
  thirdPersonPronouns: ['er', 'sie', 'ihn', 'ihm'],
  ageLinks: ['ist', 'wird', 'erst', 'gerade', 'schon', 'von'],
  selfWords: ['ich', 'bin'],
  selfAgeLinks: ['bin', 'schon', 'erst', 'gerade', 'jetzt'],
  weWords: ['wir', 'sind'],
  bothWords: ['beide', 'beid', 'alle'],
  afterthoughts: [],
  pastAgeWords: ['war', 'als', 'mit', 'seit', 'vor'],
  yearsWords: ['jahre', 'jahren', 'jährig'],
  adultStatements: ['volljährig', 'über 18', 'erwachsen'],
  decadeEndings: ['er', 'ern', 'erin'],
  birthYearCues: ['geboren', 'jahrgang', 'baujahr', 'geburtsdatum', 'geb'],
  onBehalfOf: ['für'],
  alsoWords: ['auch', 'gleiche', 'gleichen', 'passende', 'passenden', 'partnertattoo', 'beide'],
  wantWords: ['möchte', 'will', 'hätte', 'möchten', 'wollen'],
  bringWords: ['mitbringen', 'mitnehmen', 'bringen'],
  comeAlongWords: ['mitkommen', 'kommen', 'kommt', 'begleiten', 'dabei', 'zuschauen'],
  withWords: ['mit'],
};
