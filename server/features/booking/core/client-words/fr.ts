import type { ClientEmailWords } from './client-words.ts';

/** French, tu as in the chat; every session is a "consultation" or a "séance", so the sentences agree in the feminine. */
export const FR: ClientEmailWords = {
  locale: { dates: 'fr-FR', money: 'fr-FR' },
  greeting: (name) => `Bonjour${name ? ` ${name}` : ''},`,
  sessionKinds: {
    consultation: 'consultation',
    small: 'séance pour une petite pièce',
    halfDay: 'séance d’une demi-journée',
    fullDay: 'séance d’une journée complète',
  },
  openRequest: 'Ouvrir ta demande',
  confirmEmail: {
    subject: (artist) => `Confirme ton e-mail pour ta demande de tatouage à ${artist}`,
    heading: 'Confirme ton e-mail',
    body: (artist) =>
      `Cette adresse a été donnée avec une demande de tatouage à ${artist}. Confirme qu’elle est bien à toi, et les réponses de ${artist} t’arriveront ici.`,
    button: 'Confirmer mon e-mail',
    ignore: 'Si ce n’était pas toi, ignore cet e-mail : rien d’autre ne sera envoyé à cette adresse.',
  },
  requestReceived: {
    subject: (artist) => `${artist} a bien reçu ta demande de tatouage`,
    saved: (artist) =>
      `Merci d’avoir parlé de ton idée à ${artist}. Ta demande est enregistrée : ${artist} va l’étudier et revenir vers toi.`,
    page: 'Ta page privée affiche ta demande, son statut et votre conversation. Quand des créneaux te sont proposés, tu en choisis un là-bas. Tu peux aussi y supprimer tes données à tout moment.',
    private: 'Garde ce lien pour toi : toute personne qui l’a peut voir ta demande.',
  },
  confirmed: {
    subject: (session, artist) => `C’est réservé : ta ${session} avec ${artist}`,
    heading: (artist) => `Ton rendez-vous avec ${artist} est calé`,
    body: (session, time) => `Ta ${session} est confirmée : ${time}.`,
    depositPaid: (amount) => `Acompte reçu : ${amount}.`,
    depositDue: (amount) => `Acompte à régler : ${amount}.`,
    invite:
      'L’invitation jointe l’ajoute à ton agenda. Ta page de demande en donne les détails, et c’est là que tu peux la déplacer ou l’annuler.',
  },
  reminder: {
    subject: (session, artist, isTomorrow) =>
      `Rappel : ta ${session} avec ${artist} ${isTomorrow ? 'demain' : 'dans deux jours'}`,
    heading: (artist) => `À très vite, ${artist}`,
    body: (session, artist, time) => `Petit rappel de ta ${session} avec ${artist} : ${time}.`,
    change: 'Besoin de changer ? Ta page de demande montre ce que tu peux encore faire.',
    payDeposit: 'Régler mon acompte',
  },
  offered: {
    subject: (artist) => `${artist} te propose des créneaux pour ton tatouage`,
    heading: (artist) => `${artist} te propose des créneaux`,
    body: (artist, session) => `${artist} aimerait te réserver une ${session}. Ces créneaux sont libres :`,
    pick: 'Choisis celui qui te convient sur ta page de demande. Le premier qui choisit un créneau l’obtient.',
    button: 'Choisir un créneau',
    project: (count) =>
      `C’est un projet en ${count} séances : choisis maintenant le créneau de la première, puis réserve les suivantes sur ta page de demande.`,
    note: (artist, times, pageUrl) =>
      `${artist} a des créneaux pour toi :\n${times.map((time) => `• ${time}`).join('\n')}\nChoisis-en un ici : ${pageUrl}`,
  },
  declined: {
    subject: (artist) => `À propos de ta demande de tatouage à ${artist}`,
    heading: (artist) => `À propos de ta demande à ${artist}`,
    template: (name) =>
      `Bonjour${name ? ` ${name}` : ''},\n\nMerci d’avoir pensé à moi pour ton tatouage et d’avoir pris le temps de me présenter ton idée. Après l’avoir bien regardée, je ne pense pas être la bonne personne pour ce projet, je ne pourrai donc pas le réaliser.\n\nJ’espère que tu trouveras quelqu’un qui correspond parfaitement à ton idée, et je te souhaite le meilleur pour la suite.`,
  },
  cancelled: {
    subject: (session, artist) => `Annulée : ta ${session} avec ${artist}`,
    heading: 'Ton rendez-vous est annulé',
    byArtist: (artist, session, time) => `${artist} a annulé ta ${session} : ${time}.`,
    byClient: (session, artist, time) => `Tu as annulé ta ${session} avec ${artist} : ${time}.`,
    reason: (artist, first) => `Le mot de ${artist} : ${first}`,
    inviteRemoved: 'La mise à jour jointe la retire de ton agenda.',
    newTimes: (artist) =>
      `${artist} peut te proposer de nouveaux créneaux ; ta page de demande les affichera le moment venu.`,
  },
  moved: {
    subject: (session, artist) => `Déplacée : ta ${session} avec ${artist}`,
    heading: 'Ton rendez-vous a été déplacé',
    byArtist: (artist, session, time) =>
      `${artist} a déplacé ta ${session}. Elle a maintenant lieu le ${time}.`,
    byClient: (session, artist, time) => `Ta ${session} avec ${artist} a maintenant lieu le ${time}.`,
    was: (time) => `Elle était prévue le ${time}.`,
    inviteUpdated: 'L’invitation jointe met à jour l’événement dans ton agenda.',
  },
  details: {
    session: (number, count) => `Séance ${number} sur ${count}`,
    piece: (piece) => `Ta pièce : ${piece}`,
    studio: (address) => `Studio : ${address}`,
    prepHeading: 'Avant ta séance :',
    payHeading: (artist) => `Comment régler ton acompte à ${artist} :`,
  },
  consent: {
    body: (artist) =>
      `Avant ta séance, remplis et signe le formulaire de consentement de ${artist} sur ton téléphone : deux minutes suffisent.`,
    button: 'Signer le consentement',
  },
  depositAfterCancel: {
    policy: (artist, amount) =>
      `Tu as versé un acompte de ${amount}. Selon la politique de remboursement de ${artist} :`,
    noPolicy: (artist, amount) =>
      `Tu as versé un acompte de ${amount}. ${artist} n’a pas écrit de politique de remboursement : demande-lui directement.`,
  },
  sms: {
    reminder: (session, artist, time, isTomorrow) =>
      `${artist} : ta ${session} est ${isTomorrow ? 'demain' : 'dans deux jours'}, ${time}.`,
    depositDue: (amount) => `Acompte à régler : ${amount}, comment payer est sur ta page.`,
    consent: (url) => `Signe le consentement : ${url}`,
    page: (url) => `Ta page : ${url}`,
    stop: 'Réponds STOP pour arrêter.',
  },
  invite: { title: (artist) => `Rendez-vous tatouage avec ${artist}` },
};
