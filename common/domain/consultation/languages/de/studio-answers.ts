import type { StudioAnswerWords } from '../../studio-answers/studio-answer-words.ts';

/** Studio-Antworten auf Deutsch (decision 045). */
export const STUDIO_ANSWERS_DE: StudioAnswerWords = {
  defaults: {
    session_length:
      'Kleine Motive (bis etwa 5 cm) dauern meist unter einer Stunde, handflächengroße 1 bis 3 Stunden, und große Stücke werden auf Sitzungen von 3 bis 5 Stunden verteilt; {artist} schätzt deins, sobald das Design steht.',
    healing_time:
      'Die Oberfläche heilt meist in 2 bis 3 Wochen, ganz beruhigt ist die Haut nach etwa 4 bis 6 Wochen.',
    pain: 'Wie sehr es schmerzt, ist von Person zu Person und von Stelle zu Stelle verschieden: knochige oder dünnhäutige Stellen (Rippen, Brustbein, Wirbelsäule, Füße, Innenseite des Arms) sind meist empfindlicher, Außenarm, Oberschenkel und Wade meist leichter. Das ist ein allgemeiner Hinweis, kein medizinischer Rat.',
    payment_methods: '{artist} nimmt Karte und Bargeld; die Anzahlung wird bei der Buchung bezahlt.',
    parking:
      'In der Nähe des Studios gibt es Parkplätze an der Straße; {artist} schickt die Wegbeschreibung mit der Buchung.',
    companion: 'Du kannst gern eine Begleitperson mitbringen.',
    numbing_cream:
      'Betäubungscreme ist möglich, wenn du es vorher mit {artist} absprichst, denn manche Cremes verändern, wie die Haut die Farbe annimmt.',
    touch_ups:
      'Ein Nachstechen in den ersten Monaten ist meist inklusive, falls etwas ungleichmäßig verheilt; {artist} bestätigt es für dein Motiv.',
    aftercare:
      'Pflege: Wasch es mit milder Seife, trag eine dünne Schicht parfümfreie Creme auf und meide zwei Wochen lang Sonne, Schwimmbad und Meer; {artist} gibt dir am Termin alle Pflegehinweise.',
    colour_work: '{artist} arbeitet in Farbe wie in Schwarz-Grau und sagt dir, was zu deinem Design passt.',
    guest_spots: '{artist} kündigt Guest Spots auf Instagram an, sobald sie geplant sind.',
    pricing:
      'Der Preis hängt von Größe, Detail und Stelle ab; {artist} nennt einen Preis, sobald das Design steht.',
  },
  topicStems: {
    price: ['preis', 'kostet', 'kosten', 'wie viel', 'wieviel'],
    deposit: ['anzahlung'],
    walk_ins: ['ohne termin', 'spontan', 'walk in'],
    location: [
      'seid ihr in',
      'bist du in',
      'sitzt ihr in',
      'adresse',
      'wo ist',
      'wo seid',
      'wo bist',
      'wo befindet',
    ],
    hours: ['offnungszeit', 'geoffnet', 'aufhabt'],
    flash: ['flash'],
    booking: ['buchen', 'buchung', 'termin machen', 'termin vereinbaren'],
    availability: ['freie termine', 'verfugbar'],
    healing_time: ['heil', 'abheil', 'verheil'],
    numbing_cream: ['betaub', 'emla', 'lidocain'],
    touch_ups: ['nachstech', 'nachbesser', 'korrektur'],
    payment_methods: [
      'karte',
      'kartenzahlung',
      'bargeld',
      'bar zahlen',
      'paypal',
      'zahl',
      'ratenzahlung',
      'überweisung',
      'überweisen',
    ],
    parking: ['park'],
    guest_spots: ['guest', 'gastspiel', 'convention'],
    colour_work: ['farb', 'bunt'],
    experience: ['jahre erfahrung', 'wie viel erfahrung', 'wie lange tatowierst', 'seit wann tatowierst'],
    duration: ['wie lange', 'dauer', 'dauert', 'sitzung'],
    pain: ['schmerz', 'weh'],
    aftercare: [
      'pflege',
      'pflegen',
      'nachsorge',
      'waschen',
      'seife',
      'salbe',
      'folie',
      'schwimm*',
      'sauna',
      'sonnencreme',
    ],
  },
  studioStems: ['studio', 'termin', 'sitzung', 'tattoo', 'tatto', 'kunstler'],
  whereWords: ['wo'],
  placeWords: ['studio', 'laden'],
  whenWords: ['wann', 'um wie viel uhr'],
  openWords: ['offen', 'geöffnet', 'öffnet', 'auf', 'zu', 'geschlossen'],
  arrivalWords: ['angekommen', 'bekommen', 'erhalten', 'durchgekommen'],
  sentWords: ['geschickt', 'gesendet', 'geschickt'],
  offerStems: [
    'tatowierst du',
    'tatowiert ihr',
    'tatowieren sie',
    'macht ihr',
    'machst du',
    'machen sie',
    'verkauft ihr',
    'bietet ihr',
    'nehmt ihr',
    'akzeptiert ihr',
  ],
  selfWords: ['ich', 'mich', 'mir', 'mein', 'meine', 'meinen', 'wir', 'uns'],
  willAsk: (artistName) => `Dazu frage ich ${artistName} und melde mich hier wieder.`,
  blackAndGreyOnly: '{artist} arbeitet nur in Schwarz-Grau, also keine farbigen Motive.',
  inTheirWords: (artistName, text) => `${artistName} hat das selbst so geschrieben: „${text}“`,
  experience: (artistName, fact) =>
    'years' in fact
      ? `${artistName} tätowiert seit ${fact.years} Jahren.`
      : `${artistName} tätowiert seit ${fact.since}.`,
};
