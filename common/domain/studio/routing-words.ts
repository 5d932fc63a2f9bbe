import { type AnswerLanguage, isAnswerLanguage } from '../../contracts/studio-answers.ts';

interface RoutingWords {
  /** Two artists fit equally: the client is asked which they would like (issue #28 item 3). */
  askWhich: (first: string, second: string) => string;
  /** The idea went to the artist who fits it best: said once, after the turn's reply. */
  passedTo: (artist: string) => string;
}

/** The routing's two sentences in each language the assistant speaks; English for any other. */
const WORDS: Record<AnswerLanguage, RoutingWords> = {
  en: {
    askWhich: (a, b) => `${a} and ${b} would both be a great fit for this. Who would you like to work with?`,
    passedTo: (artist) => `${artist}'s work fits your idea best, so ${artist} will take it from here.`,
  },
  es: {
    askWhich: (a, b) => `${a} y ${b} encajan igual de bien con esta idea. ¿Con quién te gustaría trabajar?`,
    passedTo: (artist) =>
      `El trabajo de ${artist} es el que mejor encaja con tu idea, así que ${artist} se encargará.`,
  },
  pt: {
    askWhich: (a, b) =>
      `${a} e ${b} combinam igualmente bem com essa ideia. Com quem você gostaria de trabalhar?`,
    passedTo: (artist) =>
      `O trabalho de ${artist} é o que mais combina com a sua ideia, então ${artist} vai cuidar disso.`,
  },
  fr: {
    askWhich: (a, b) =>
      `${a} et ${b} conviendraient aussi bien l'un que l'autre pour ce projet. Avec qui aimeriez-vous travailler ?`,
    passedTo: (artist) =>
      `Le travail de ${artist} correspond le mieux à votre idée : ${artist} prend le relais.`,
  },
  de: {
    askWhich: (a, b) => `${a} und ${b} passen beide gleich gut zu dieser Idee. Mit wem möchtest du arbeiten?`,
    passedTo: (artist) =>
      `Die Arbeiten von ${artist} passen am besten zu deiner Idee, deshalb übernimmt ${artist}.`,
  },
  it: {
    askWhich: (a, b) =>
      `${a} e ${b} sarebbero entrambi perfetti per questa idea. Con chi ti piacerebbe lavorare?`,
    passedTo: (artist) =>
      `Il lavoro di ${artist} è il più adatto alla tua idea, quindi se ne occuperà ${artist}.`,
  },
};

/** The routing's words in the client's language (the brief's), English when it is none the assistant speaks. */
export const routingWordsFor = (language: string | null | undefined): RoutingWords =>
  WORDS[isAnswerLanguage(language) ? language : 'en'];
