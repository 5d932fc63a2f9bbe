import type { StudioAnswerWords } from '../../studio-answers/studio-answer-words.ts';

/** Réponses du studio en français (decision 045), en « tu » comme le reste du chat. */
export const STUDIO_ANSWERS_FR: StudioAnswerWords = {
  defaults: {
    session_length:
      "Les petites pièces (jusqu'à environ 5 cm) prennent en général moins d'une heure, celles de la taille d'une paume 1 à 3 heures, et les grandes se font en séances de 3 à 5 heures ; {artist} estime la tienne une fois le dessin fixé.",
    healing_time:
      'La surface cicatrise en général en 2 à 3 semaines, et la peau se stabilise complètement en 4 à 6 semaines environ.',
    pain: "La douleur dépend de la personne et de l'endroit : les zones osseuses ou à peau fine (côtes, sternum, colonne, pieds, intérieur du bras) sont en général plus sensibles, l'extérieur du bras, la cuisse et le mollet plus faciles. C'est une indication générale, pas un avis médical.",
    payment_methods: "{artist} accepte la carte et les espèces ; l'acompte se règle à la réservation.",
    parking:
      'Il y a du stationnement dans la rue près du studio ; {artist} envoie le chemin avec la réservation.',
    companion: 'Tu peux venir avec une personne, sans problème.',
    numbing_cream:
      "La crème anesthésiante est possible si tu en parles d'abord avec {artist}, car certaines changent la façon dont la peau prend l'encre.",
    touch_ups:
      'Une retouche dans les premiers mois est en général comprise si quelque chose cicatrise de façon inégale ; {artist} te le confirme pour ta pièce.',
    aftercare:
      'Soins : lave-le avec un savon doux, applique une fine couche de crème sans parfum et évite le soleil, la piscine et la mer pendant deux semaines ; {artist} te donne toutes les consignes le jour même.',
    colour_work:
      '{artist} travaille en couleur comme en noir et gris, et te dira ce qui convient à ton dessin.',
    guest_spots: '{artist} annonce ses guest spots sur Instagram dès qu’ils sont prévus.',
    pricing:
      "Le prix dépend de la taille, du détail et de l'emplacement ; {artist} donne un prix une fois le dessin fixé.",
  },
  topicStems: {
    price: ['prix', 'tarif', 'coute', 'couter'],
    deposit: ['acompte', 'arrhes'],
    walk_ins: ['sans rendez', 'walk in', 'aujourd hui meme'],
    location: [
      'vous etes a',
      'etes vous a',
      'tu es a',
      'adresse',
      'ou est',
      'ou etes',
      'ou se trouve',
      'situe',
    ],
    hours: ['horaire', 'ouvert', 'ouverture'],
    flash: ['flash'],
    booking: ['reserver', 'reservation', 'prendre rendez'],
    availability: ['disponib', 'dispo'],
    healing_time: ['cicatris*', 'guerir', 'guerison'],
    numbing_cream: ['anesthes', 'engourd', 'emla'],
    touch_ups: ['retouch'],
    payment_methods: [
      'carte',
      'especes',
      'liquide',
      'paiement',
      'payer par',
      'payer en',
      'paypal',
      'virement',
    ],
    parking: ['stationn', 'se garer', 'parking'],
    guest_spots: ['guest', 'convention'],
    colour_work: ['couleur'],
    experience: [
      'annees dexperience',
      'ans dexperience',
      'depuis combien de temps',
      'ca fait combien de temps que vous tatouez',
      'ca fait combien de temps que tu tatoues',
    ],
    duration: ['combien de temps', 'duree', 'dure', 'combien de seances'],
    pain: ['douleur', 'douloureu', 'mal'],
    aftercare: [
      'soin',
      'soigner',
      'entretien',
      'entretenir',
      'laver',
      'savon',
      'pommade',
      'film',
      'piscine',
      'plage',
      'nager',
      'crème solaire',
    ],
  },
  studioStems: ['studio', 'salon', 'rendez', 'seance', 'tatou', 'tattoo', 'artiste'],
  whereWords: ['où'],
  placeWords: ['studio', 'salon', 'boutique'],
  whenWords: ['quand', 'quelle heure', 'combien de temps'],
  openWords: ['ouvert', 'ouvre', 'ouvrez', 'ferme', 'fermé'],
  arrivalWords: ['reçu', 'recu', 'arrivé', 'arrivée', 'bien passé', 'tu la vois', 'tu les vois'],
  sentWords: ['envoyé', 'envoyée', 'envoyées'],
  speakWords: ['parles', 'parlez', 'parle', 'écrire en'],
  languageNames: [
    ['anglais', 'en'],
    ['espagnol', 'es'],
    ['portugais', 'pt'],
    ['français', 'fr'],
    ['allemand', 'de'],
    ['italien', 'it'],
    ['langue', null],
    ['langues', null],
  ],
  offerStems: [
    'tatouez',
    'tu tatoues',
    'vous faites',
    'faites vous',
    'tu fais',
    'vendez',
    'proposez',
    'acceptez',
  ],
  selfWords: ['je', 'moi', 'mon', 'ma', 'mes', 'nous', 'puis'],
  willAsk: (artistName) => `À ce sujet, je vais demander à ${artistName} et je reviens vers toi ici.`,
  blackAndGreyOnly: '{artist} travaille uniquement en noir et gris, donc pas de pièces en couleur.',
  inTheirWords: (artistName, text) => `Dans les mots de ${artistName} : « ${text} »`,
  experience: (artistName, fact) =>
    'years' in fact
      ? `${artistName} tatoue depuis ${fact.years} ans.`
      : `${artistName} tatoue depuis ${fact.since}.`,
};
