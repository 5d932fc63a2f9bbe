import type { AftercareEmailWords } from './aftercare-words.ts';

/** Italian, tu as in the chat. */
export const IT: AftercareEmailWords = {
  aftercare: {
    subject: (artist) => `La cura del tuo tatuaggio, da ${artist}`,
    heading: 'Come prenderti cura del tuo nuovo tatuaggio',
    thanks: (artist) =>
      `Grazie per la tua sessione con ${artist}. Ecco come prenderti cura del tuo nuovo tatuaggio mentre guarisce.`,
    artistText: (artist) => `Le indicazioni di ${artist}:`,
    standard: [
      'Tieni la pellicola per 2 o 3 ore, poi lava il tatuaggio delicatamente con acqua tiepida e sapone neutro senza profumo, e asciugalo tamponando con carta da cucina pulita.',
      'Due volte al giorno per due settimane, lavalo allo stesso modo e metti uno strato sottile di crema idratante senza profumo.',
      'Non grattarlo e non staccare le pellicine. Niente piscina, bagno, sauna o sole diretto finché non è guarito.',
    ],
    questions: (artist) => `Qualcosa ti preoccupa mentre guarisce? Dillo a ${artist}.`,
  },
  checkIn: {
    subject: (artist) => `Come sta guarendo il tuo tatuaggio? Da ${artist}`,
    heading: 'Come sta guarendo?',
    body: (artist) =>
      `Sono passati alcuni giorni dalla tua sessione con ${artist}. Un po' di rossore, di sensibilità e qualche pellicina sono normali adesso. Tienilo pulito e idratato.`,
    watch:
      'Se giorno dopo giorno diventa più caldo, più gonfio o più doloroso, o se hai la febbre, vai dal medico senza aspettare.',
    photoLater: 'Tra qualche settimana, quando sarà guarito, ti chiederemo una foto.',
  },
  healedPhoto: {
    subject: (artist) => `${artist} vorrebbe vedere il tuo tatuaggio guarito`,
    heading: 'Come è guarito?',
    body: (artist) =>
      `Dopo quattro settimane il tuo tatuaggio dovrebbe essere guarito. ${artist} vorrebbe tanto vederlo: scatta una foto alla luce del giorno e condividila dalla pagina della tua richiesta.`,
    button: 'Condividi una foto',
  },
  review: {
    subject: (artist) => `Lasceresti una recensione a ${artist}?`,
    heading: (artist) => `Una recensione per ${artist}`,
    body: (artist) =>
      `Se hai un minuto, una recensione della tua esperienza con ${artist} aiuta altre persone a scegliere il proprio artista. Di' quello che pensi davvero: ogni recensione sincera aiuta.`,
    button: 'Scrivi una recensione',
  },
};
