import type { RequestPageWords } from './request-page-words.ts';

/** French, tu as in the chat. */
export const FR: RequestPageWords = {
  locale: { dates: 'fr-FR', money: 'fr-FR' },
  title: 'Ta demande de tatouage',
  withArtist: (artist) => `Avec ${artist}`,
  notices: {
    deleted: {
      title: 'Tes données sont supprimées',
      body: 'Ta demande, la conversation, tes images, tes messages et les e-mails à ce sujet sont définitivement supprimés, et ton artiste a été prévenu. Inkdesk ne garde que des comptes anonymes du chat, sans mots ni coordonnées.',
    },
    expired: {
      title: 'Ce lien a expiré',
      body: 'Les pages de demande ferment 30 jours après la fin de la demande. Contacte ton artiste si tu as besoin de quoi que ce soit.',
    },
    notFound: {
      title: 'Impossible de trouver cette demande',
      body: 'Le lien est peut-être incomplet, ou la demande a été supprimée. Vérifie le lien dans ton e-mail.',
    },
    failed: {
      title: 'Un problème est survenu',
      body: 'La page n’a pas pu se charger. Réessaie dans un instant.',
    },
  },
  emailConfirm: {
    confirming: 'Confirmation de ton e-mail…',
    confirmed: (artist) =>
      `Ton e-mail est confirmé. ${artist} peut maintenant t’écrire, et l’e-mail de ta demande est en route.`,
    invalid: 'Ce lien de confirmation ne fonctionne pas. Ouvre le lien de notre e-mail le plus récent.',
  },
  statusLabels: {
    received: 'Reçue',
    times_offered: 'Créneaux proposés',
    deposit_due: 'Acompte à régler',
    booked: 'Réservé',
    declined: 'Refusée',
    cancelled: 'Annulé',
  },
  statusPrefix: 'Statut : ',
  status: {
    received: (artist) =>
      `${artist} a bien ta demande et va l’étudier, puis te proposer des créneaux ou revenir vers toi.`,
    timesOffered: (artist) => `${artist} te propose des créneaux. Choisis celui qui te convient ci-dessous.`,
    justPaid: (amount) =>
      `Merci ! Ton paiement de ${amount} est en cours de confirmation. Cette page se met à jour toute seule.`,
    heldPayOnline: (slot, amount) =>
      `${slot} est réservé pour toi. Règle l’acompte de ${amount} pour confirmer.`,
    heldArtistCollects: (slot, artist, amount) =>
      `${slot} est réservé pour toi. ${artist} t’expliquera comment régler l’acompte de ${amount} et confirmera le rendez-vous dès réception.`,
    heldArtistInstructions: (slot, artist, amount) =>
      `${slot} t’est réservé. Règle l’acompte de ${amount} à ${artist} comme expliqué ci-dessous ; le rendez-vous est confirmé dès réception.`,
    booked: (artist, slot) =>
      `C’est réservé avec ${artist} : ${slot}. Une confirmation avec une invitation d’agenda t’attend dans ta boîte mail.`,
    bookedByArtist: (artist) => `${artist} t’a inscrit·e et va voir les détails avec toi.`,
    declined: (artist) => `${artist} ne peut pas prendre cette demande. Merci d’avoir pensé à ce studio.`,
    cancelled: (artist) => `Ton rendez-vous a été annulé. ${artist} peut te proposer de nouveaux créneaux.`,
  },
  zoneNote: (own, artistZone) =>
    `Les horaires sont dans ton fuseau horaire (${own}) ; le studio est dans ${artistZone}.`,
  offered: {
    heading: 'Choisis un créneau',
    legend: 'Créneaux proposés',
    noneLeft: (artist) =>
      `Aucun des créneaux proposés n’est encore libre. ${artist} peut t’en proposer de nouveaux.`,
    book: 'Réserver ce créneau',
    booking: 'Réservation…',
    failed: 'Ce créneau n’a pas pu être réservé. Réessaie, s’il te plaît.',
  },
  appointment: {
    heading: 'Ton rendez-vous',
    depositPaid: (amount) => `Acompte de ${amount} réglé`,
    depositDue: (amount) => `Acompte de ${amount} à régler`,
    pay: 'Régler l’acompte',
    opening: 'Ouverture…',
    payFailed: 'La page de paiement n’a pas pu s’ouvrir.',
    tooLate: (hours, artist) =>
      `Ton rendez-vous est dans moins de ${hours} heures. Pour le modifier, contacte directement ${artist}.`,
    howToPay: (artist) => `Comment payer ${artist}`,
    consentDue: (artist) =>
      `${artist} vous demande de signer un formulaire de consentement avant la séance. Deux minutes sur votre téléphone.`,
    signConsent: 'Signer le consentement',
  },
  project: {
    heading: (count) => `Ton projet : ${count} séances`,
    progress: (booked, count) => `${booked} séances réservées sur ${count}`,
    session: (number, count) => `Séance ${number} sur ${count}`,
    depositOn: (which) =>
      which === 'first'
        ? 'L’acompte est demandé à la réservation de la première séance ; les autres n’en demandent pas.'
        : 'L’acompte est demandé à la réservation de la dernière séance ; les précédentes n’en demandent pas.',
    pickFirst:
      'Choisis ta première séance parmi les créneaux proposés. Ensuite, réserve les suivantes ici, chacune après la précédente.',
    booked: 'Réservée',
    notBooked: 'Pas encore réservée',
    held: 'En attente de l’acompte',
    book: (number) => `Réserver la séance ${number}`,
    bookTitle: (number, count) => `Réserver la séance ${number} sur ${count}`,
    bookDescription: 'Choisis un créneau libre après tes séances précédentes.',
    keep: 'Pas maintenant',
    confirm: 'Réserver ce créneau',
    booking: 'Réservation…',
    failed: 'La séance n’a pas pu être réservée.',
  },
  reschedule: {
    open: 'Déplacer',
    title: 'Déplacer ton rendez-vous',
    description: 'Choisis un créneau libre. Ton acompte suit le rendez-vous.',
    picker: {
      loading: 'Chargement des créneaux libres',
      failed: 'Les créneaux libres n’ont pas pu être chargés. Réessaie.',
      noTimes: 'Aucun créneau libre dans les semaines à venir.',
      intro: (zone) => `Heures dans ton fuseau horaire (${zone}). Choisis-en un.`,
      showMore: 'Voir plus de jours',
    },
    keep: 'Garder mon créneau',
    moving: 'Déplacement…',
    move: 'Passer à ce créneau',
    failed: 'Le rendez-vous n’a pas pu être déplacé.',
  },
  cancel: {
    open: 'Annuler le rendez-vous',
    title: 'Annuler ton rendez-vous ?',
    description: 'Le créneau est libéré et ton artiste est prévenu. Vois avec lui ou elle pour ton acompte.',
    noDeposit: 'Le créneau est libéré et ton artiste est prévenu.',
    withPolicy: (artist) =>
      `Le créneau est libéré et ${artist} est prévenu. Ton acompte versé, selon sa politique de remboursement :`,
    failed: 'Le rendez-vous n’a pas pu être annulé.',
    keep: 'Le garder',
    cancelling: 'Annulation…',
  },
  details: {
    heading: 'Ta demande',
    sent: (date) => `Envoyée le ${date}`,
    labels: {
      idea: 'Idée',
      style: 'Style',
      placement: 'Emplacement',
      size: 'Taille',
      budget: 'Budget',
      name: 'Nom',
      email: 'E-mail',
    },
  },
  conversation: {
    heading: 'Ta conversation',
    download: 'Télécharger la conversation',
    you: 'Toi',
    images: (count) => `${count} image${count > 1 ? 's' : ''}`,
  },
  deletion: {
    heading: 'Supprimer tes données',
    body: (artist) =>
      `Supprime ta demande, la conversation, les images envoyées et tout rendez-vous. ${artist} est prévenu.`,
    open: 'Supprimer mes données',
    title: 'Supprimer ta demande et la conversation ?',
    description: (artist) =>
      `Ta demande, la conversation, les images envoyées et tout rendez-vous avec ${artist} seront supprimés. C’est définitif, et ce lien ne marchera plus.`,
    failed: 'Tes données n’ont pas pu être supprimées. Réessaie, s’il te plaît.',
    keep: 'Garder mes données',
    deleting: 'Suppression…',
    confirm: 'Supprimer définitivement',
  },
};
