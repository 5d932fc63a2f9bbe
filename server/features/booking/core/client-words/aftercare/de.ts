import type { AftercareEmailWords } from './aftercare-words.ts';

/** German, du as in the chat. */
export const DE: AftercareEmailWords = {
  aftercare: {
    subject: (artist) => `Deine Tattoo-Pflege von ${artist}`,
    heading: 'So pflegst du dein neues Tattoo',
    thanks: (artist) =>
      `Danke für deinen Termin bei ${artist}. So pflegst du dein neues Tattoo, während es abheilt.`,
    artistText: (artist) => `Die Pflegehinweise von ${artist}:`,
    standard: [
      'Lass die Folie 2 bis 3 Stunden drauf, wasch das Tattoo dann sanft mit lauwarmem Wasser und parfümfreier Seife und tupf es mit einem sauberen Küchentuch trocken.',
      'Zwei Wochen lang zweimal täglich genauso waschen und dünn mit einer parfümfreien Pflegecreme eincremen.',
      'Nicht kratzen und keine Schüppchen abziehen. Kein Schwimmbad, kein Vollbad, keine Sauna und keine direkte Sonne, bis es abgeheilt ist.',
    ],
    questions: (artist) => `Macht dir beim Abheilen etwas Sorgen? Sag es ${artist}.`,
  },
  checkIn: {
    subject: (artist) => `Wie heilt dein Tattoo? Von ${artist}`,
    heading: 'Wie heilt es?',
    body: (artist) =>
      `Dein Termin bei ${artist} ist ein paar Tage her. Etwas Rötung, Empfindlichkeit und ein wenig Schuppen sind jetzt normal. Halt es sauber und eingecremt.`,
    watch:
      'Wird es von Tag zu Tag wärmer, geschwollener oder schmerzhafter, oder hast du Fieber, geh ohne zu warten zum Arzt.',
    photoLater: 'In ein paar Wochen, wenn es abgeheilt ist, bitten wir dich um ein Foto davon.',
  },
  healedPhoto: {
    subject: (artist) => `${artist} würde dein abgeheiltes Tattoo gern sehen`,
    heading: 'Wie ist es abgeheilt?',
    body: (artist) =>
      `Vier Wochen später sollte dein Tattoo abgeheilt sein. ${artist} würde es gern sehen: Mach ein Foto bei Tageslicht und teil es über deine Anfrageseite.`,
    button: 'Foto teilen',
  },
  review: {
    subject: (artist) => `Magst du ${artist} bewerten?`,
    heading: (artist) => `Eine Bewertung für ${artist}`,
    body: (artist) =>
      `Wenn du eine Minute hast: Eine Bewertung deiner Erfahrung bei ${artist} hilft anderen, die passende Person für ihr Tattoo zu finden. Schreib, was du wirklich denkst: Jede ehrliche Bewertung hilft.`,
    button: 'Bewertung schreiben',
  },
};
