import type { AftercareEmailWords } from './aftercare-words.ts';

/** French, tu as in the chat. */
export const FR: AftercareEmailWords = {
  aftercare: {
    subject: (artist) => `Tes soins après tatouage, de ${artist}`,
    heading: 'Prendre soin de ton nouveau tatouage',
    thanks: (artist) =>
      `Merci pour ta séance avec ${artist}. Voici comment prendre soin de ton nouveau tatouage pendant qu'il cicatrise.`,
    artistText: (artist) => `Les soins de ${artist} :`,
    standard: [
      "Garde le film 2 à 3 heures, puis lave le tatouage doucement à l'eau tiède avec un savon sans parfum, et sèche-le en tamponnant avec un essuie-tout propre.",
      'Deux fois par jour pendant deux semaines, lave-le de la même façon et applique une fine couche de crème hydratante sans parfum.',
      "Ne le gratte pas et n'arrache pas les petites peaux. Pas de piscine, de bain, de sauna ni de soleil direct tant qu'il n'a pas cicatrisé.",
    ],
    questions: (artist) => `Quelque chose t'inquiète pendant la cicatrisation ? Dis-le à ${artist}.`,
  },
  checkIn: {
    subject: (artist) => `Comment cicatrise ton tatouage ? De la part de ${artist}`,
    heading: 'Comment ça cicatrise ?',
    body: (artist) =>
      `Quelques jours ont passé depuis ta séance avec ${artist}. Un peu de rougeur, de sensibilité et de petites peaux, c'est normal à ce stade. Garde-le propre et hydraté.`,
    watch:
      "S'il devient de jour en jour plus chaud, plus gonflé ou plus douloureux, ou si tu as de la fièvre, consulte un médecin sans attendre.",
    photoLater: "Dans quelques semaines, une fois qu'il aura cicatrisé, on te demandera une photo.",
  },
  healedPhoto: {
    subject: (artist) => `${artist} aimerait voir ton tatouage cicatrisé`,
    heading: 'Comment a-t-il cicatrisé ?',
    body: (artist) =>
      `Quatre semaines plus tard, ton tatouage devrait être cicatrisé. ${artist} aimerait beaucoup le voir : prends une photo à la lumière du jour et partage-la depuis la page de ta demande.`,
    button: 'Partager une photo',
  },
  review: {
    subject: (artist) => `Tu laisserais un avis à ${artist} ?`,
    heading: (artist) => `Un avis pour ${artist}`,
    body: (artist) =>
      `Si tu as une minute, un avis sur ton expérience avec ${artist} aide d'autres personnes à choisir leur artiste. Dis ce que tu en as vraiment pensé : chaque avis sincère aide.`,
    button: 'Écrire un avis',
  },
};
