import type { StudioAnswerWords } from '../../studio-answers/studio-answer-words.ts';

/** Risposte dello studio in italiano (decision 045). */
export const STUDIO_ANSWERS_IT: StudioAnswerWords = {
  defaults: {
    session_length:
      "I pezzi piccoli (fino a circa 5 cm) richiedono di solito meno di un'ora, quelli grandi come un palmo da 1 a 3 ore, e quelli grandi si dividono in sedute da 3 a 5 ore; {artist} stima il tuo quando il disegno è definito.",
    healing_time:
      'La superficie guarisce di solito in 2-3 settimane, e la pelle si assesta del tutto in circa 4-6 settimane.',
    pain: "Il dolore dipende dalla persona e dalla zona: le zone ossute o con pelle sottile (costole, sterno, colonna, piedi, interno del braccio) sono di solito più sensibili, l'esterno del braccio, la coscia e il polpaccio più facili. È un'indicazione generale, non un parere medico.",
    payment_methods: "{artist} accetta carta e contanti; l'acconto si paga alla prenotazione.",
    parking:
      "C'è parcheggio in strada vicino allo studio; {artist} manda le indicazioni con la prenotazione.",
    companion: 'Puoi venire con una persona che ti accompagni, nessun problema.',
    numbing_cream:
      "Puoi usare una crema anestetica se ne parli prima con {artist}, perché alcune cambiano il modo in cui la pelle prende l'inchiostro.",
    touch_ups:
      'Un ritocco nei primi mesi di solito è incluso se qualcosa guarisce in modo irregolare; {artist} te lo conferma per il tuo pezzo.',
    aftercare:
      'Cura: lavalo con un sapone delicato, metti uno strato sottile di crema senza profumo ed evita sole, piscina e mare per due settimane; {artist} ti dà tutte le indicazioni il giorno stesso.',
    colour_work: '{artist} lavora a colori e in bianco e nero, e ti dirà cosa si adatta al tuo disegno.',
    guest_spots: '{artist} annuncia i guest spot su Instagram appena sono in programma.',
    pricing:
      'Il prezzo dipende da dimensione, dettaglio e zona; {artist} ti dà un prezzo quando il disegno è definito.',
  },
  topicStems: {
    price: ['prezzo', 'prezzi', 'costa', 'quanto viene'],
    deposit: ['acconto', 'caparra'],
    walk_ins: ['senza appuntamento', 'walk in'],
    location: ['siete a', 'siete in', 'sei a', 'indirizzo', 'dove si trova', 'dove siete', 'dove sei'],
    hours: ['orari', 'orario', 'aperto', 'aperti', 'apertura'],
    flash: ['flash'],
    booking: ['prenotare', 'prenotazione'],
    availability: ['disponib', 'posto libero'],
    healing_time: ['guari*', 'cicatrizz'],
    numbing_cream: ['anestet', 'intorpid', 'emla'],
    touch_ups: ['ritocc'],
    payment_methods: [
      'carta',
      'contanti',
      'bancomat',
      'satispay',
      'paypal',
      'pagamento',
      'pagare con',
      'a rate',
      'bonifico',
      'satispay',
    ],
    parking: ['parchegg'],
    guest_spots: ['guest', 'convention'],
    colour_work: ['colore', 'colori', 'colorat'],
    experience: ['anni di esperienza', 'quanta esperienza', 'da quanto tempo tatui', 'da quanto tatui'],
    duration: ['quanto tempo', 'quanto dura', 'seduta', 'sedute'],
    pain: ['dolore', 'doloros', 'fa male', 'male'],
    aftercare: [
      'curar',
      'curo',
      'cura',
      'prendermi cura',
      'lavare',
      'sapone',
      'pomata',
      'pellicola',
      'piscina',
      'nuotare',
      'crema solare',
    ],
  },
  studioStems: ['studio', 'appuntamento', 'seduta', 'tatu', 'tattoo', 'artista'],
  whereWords: ['dove'],
  placeWords: ['studio', 'negozio'],
  whenWords: ['quando', 'a che ora'],
  openWords: ['aperto', 'aperti', 'apre', 'aprite', 'chiuso', 'chiude'],
  arrivalWords: ['arrivata', 'arrivato', 'arrivate', 'ricevuto', 'ricevuta', 'ricevute'],
  sentWords: ['mandato', 'mandata', 'inviato', 'inviata'],
  offerStems: ['tatui', 'tatuate', 'fate', 'fai anche', 'vendete', 'offrite', 'accettate'],
  selfWords: ['io', 'mi', 'mio', 'mia', 'miei', 'posso', 'possiamo', 'noi'],
  willAsk: (artistName) => `A riguardo chiedo a ${artistName} e ti rispondo qui.`,
  blackAndGreyOnly: '{artist} lavora solo in bianco e nero (black and grey), quindi niente pezzi a colori.',
  inTheirWords: (artistName, text) => `Con le parole di ${artistName}: «${text}»`,
  experience: (artistName, fact) =>
    'years' in fact ? `${artistName} tatua da ${fact.years} anni.` : `${artistName} tatua dal ${fact.since}.`,
};
