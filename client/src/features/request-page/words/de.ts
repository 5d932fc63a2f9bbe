import type { RequestPageWords } from './request-page-words.ts';

/** German, du as in the chat. */
export const DE: RequestPageWords = {
  locale: { dates: 'de-DE', money: 'de-DE' },
  title: 'Deine Tattoo-Anfrage',
  withArtist: (artist) => `Bei ${artist}`,
  notices: {
    deleted: {
      title: 'Deine Daten sind gelöscht',
      body: 'Deine Anfrage, das Gespräch, deine Bilder, Nachrichten und die E-Mails dazu sind endgültig gelöscht, und dein Artist weiß Bescheid. Inkdesk behält nur anonyme Zahlen zum Chat, ohne Worte und ohne Kontaktdaten.',
    },
    expired: {
      title: 'Dieser Link ist abgelaufen',
      body: 'Anfrageseiten schließen 30 Tage nach Abschluss der Anfrage. Wenn du noch etwas brauchst, melde dich direkt bei deinem Artist.',
    },
    notFound: {
      title: 'Wir finden diese Anfrage nicht',
      body: 'Vielleicht ist der Link unvollständig, oder die Anfrage wurde gelöscht. Prüf den Link in deiner E-Mail.',
    },
    failed: {
      title: 'Da ist etwas schiefgelaufen',
      body: 'Die Seite konnte nicht geladen werden. Versuch es gleich noch einmal.',
    },
  },
  emailConfirm: {
    confirming: 'Deine E-Mail wird bestätigt…',
    confirmed: (artist) =>
      `Deine E-Mail ist bestätigt. ${artist} kann dir jetzt schreiben, und die E-Mail zu deiner Anfrage ist unterwegs.`,
    invalid: 'Dieser Bestätigungslink funktioniert nicht. Öffne den Link aus unserer neuesten E-Mail.',
  },
  statusLabels: {
    received: 'Eingegangen',
    times_offered: 'Termine angeboten',
    deposit_due: 'Anzahlung offen',
    booked: 'Gebucht',
    declined: 'Abgelehnt',
    cancelled: 'Abgesagt',
  },
  statusPrefix: 'Status: ',
  status: {
    received: (artist) =>
      `${artist} hat deine Anfrage und schaut sie sich an. Danach bekommst du Terminvorschläge oder eine Rückmeldung.`,
    timesOffered: (artist) => `${artist} hat dir Termine angeboten. Such dir unten den passenden aus.`,
    justPaid: (amount) =>
      `Danke! Deine Zahlung von ${amount} wird gerade bestätigt. Diese Seite aktualisiert sich von selbst.`,
    heldPayOnline: (slot, amount) =>
      `${slot} ist für dich reserviert. Zahl die Anzahlung von ${amount}, um ihn fest zu buchen.`,
    heldArtistCollects: (slot, artist, amount) =>
      `${slot} ist für dich reserviert. ${artist} sagt dir, wie du die Anzahlung von ${amount} zahlst, und bestätigt den Termin, sobald sie da ist.`,
    heldArtistInstructions: (slot, artist, amount) =>
      `${slot} ist für dich reserviert. Zahl die Anzahlung von ${amount} an ${artist} wie unten beschrieben; der Termin ist bestätigt, sobald sie da ist.`,
    booked: (artist, slot) =>
      `Dein Termin bei ${artist} steht: ${slot}. Eine Bestätigung mit Kalendereinladung ist in deinem Postfach.`,
    bookedByArtist: (artist) => `${artist} hat dich eingetragen und bespricht die Details mit dir.`,
    declined: (artist) => `${artist} kann diese Anfrage leider nicht übernehmen. Danke für dein Vertrauen.`,
    cancelled: (artist) => `Dein Termin wurde abgesagt. ${artist} kann dir neue Termine anbieten.`,
  },
  zoneNote: (own, artistZone) =>
    `Die Zeiten sind in deiner Zeitzone (${own}); das Studio ist in ${artistZone}.`,
  offered: {
    heading: 'Termin auswählen',
    legend: 'Angebotene Termine',
    noneLeft: (artist) => `Keiner der angebotenen Termine ist mehr frei. ${artist} kann dir neue anbieten.`,
    book: 'Diesen Termin buchen',
    booking: 'Wird gebucht…',
    failed: 'Dieser Termin konnte nicht gebucht werden. Versuch es bitte noch einmal.',
  },
  appointment: {
    heading: 'Dein Termin',
    depositPaid: (amount) => `Anzahlung von ${amount} bezahlt`,
    depositDue: (amount) => `Anzahlung von ${amount} offen`,
    pay: 'Anzahlung zahlen',
    opening: 'Wird geöffnet…',
    payFailed: 'Die Zahlungsseite konnte nicht geöffnet werden.',
    tooLate: (hours, artist) =>
      `Dein Termin ist weniger als ${hours} Stunden entfernt. Wenn du etwas ändern willst, melde dich direkt bei ${artist}.`,
    howToPay: (artist) => `So bezahlst du ${artist}`,
    consentDue: (artist) =>
      `${artist} bittet dich, vor dem Termin eine Einverständniserklärung zu unterschreiben. Das dauert zwei Minuten am Handy.`,
    signConsent: 'Einverständnis unterschreiben',
  },
  project: {
    heading: (count) => `Dein Projekt: ${count} Sitzungen`,
    progress: (booked, count) => `${booked} von ${count} Sitzungen gebucht`,
    session: (number, count) => `Sitzung ${number} von ${count}`,
    depositOn: (which) =>
      which === 'first'
        ? 'Die Anzahlung fällt bei der Buchung der ersten Sitzung an; die anderen brauchen keine.'
        : 'Die Anzahlung fällt bei der Buchung der letzten Sitzung an; die Sitzungen davor brauchen keine.',
    pickFirst:
      'Wähl deine erste Sitzung aus den angebotenen Zeiten. Danach buchst du die weiteren hier, jede nach der vorherigen.',
    booked: 'Gebucht',
    notBooked: 'Noch nicht gebucht',
    held: 'Wartet auf die Anzahlung',
    book: (number) => `Sitzung ${number} buchen`,
    bookTitle: (number, count) => `Sitzung ${number} von ${count} buchen`,
    bookDescription: 'Wähl eine freie Zeit nach deinen früheren Sitzungen.',
    keep: 'Nicht jetzt',
    confirm: 'Diese Zeit buchen',
    booking: 'Wird gebucht…',
    failed: 'Die Sitzung konnte nicht gebucht werden.',
  },
  reschedule: {
    open: 'Verschieben',
    title: 'Termin verschieben',
    description: 'Such dir eine freie Zeit aus. Deine Anzahlung wandert mit.',
    picker: {
      loading: 'Freie Zeiten werden geladen',
      failed: 'Die freien Zeiten konnten nicht geladen werden. Bitte versuch es noch einmal.',
      noTimes: 'In den nächsten Wochen ist nichts mehr frei.',
      intro: (zone) => `Zeiten in deiner Zeitzone (${zone}). Wähl eine aus.`,
      showMore: 'Mehr Tage zeigen',
    },
    keep: 'Termin behalten',
    moving: 'Wird verschoben…',
    move: 'Auf diese Zeit verschieben',
    failed: 'Der Termin konnte nicht verschoben werden.',
  },
  cancel: {
    open: 'Termin absagen',
    title: 'Termin wirklich absagen?',
    description:
      'Die Zeit wird freigegeben und dein Artist bekommt Bescheid. Frag wegen deiner Anzahlung direkt nach.',
    noDeposit: 'Die Zeit wird freigegeben und dein Artist bekommt Bescheid.',
    withPolicy: (artist) =>
      `Die Zeit wird freigegeben und ${artist} bekommt Bescheid. Deine gezahlte Anzahlung, laut den Erstattungsregeln:`,
    failed: 'Der Termin konnte nicht abgesagt werden.',
    keep: 'Behalten',
    cancelling: 'Wird abgesagt…',
  },
  details: {
    heading: 'Deine Anfrage',
    sent: (date) => `Gesendet am ${date}`,
    labels: {
      idea: 'Idee',
      style: 'Stil',
      placement: 'Körperstelle',
      size: 'Größe',
      budget: 'Budget',
      name: 'Name',
      email: 'E-Mail',
    },
  },
  conversation: {
    heading: 'Dein Gespräch',
    download: 'Gespräch herunterladen',
    you: 'Du',
    images: (count) => `${count} ${count > 1 ? 'Bilder' : 'Bild'}`,
  },
  deletion: {
    heading: 'Deine Daten löschen',
    body: (artist) =>
      `Entfernt deine Anfrage, das Gespräch, die Bilder, die du geschickt hast, und jeden Termin. ${artist} bekommt Bescheid.`,
    open: 'Meine Daten löschen',
    title: 'Anfrage und Gespräch löschen?',
    description: (artist) =>
      `Damit werden deine Anfrage, das Gespräch, deine Bilder und jeder Termin bei ${artist} gelöscht. Das lässt sich nicht rückgängig machen, und dieser Link funktioniert danach nicht mehr.`,
    failed: 'Deine Daten konnten nicht gelöscht werden. Versuch es bitte noch einmal.',
    keep: 'Daten behalten',
    deleting: 'Wird gelöscht…',
    confirm: 'Endgültig löschen',
  },
};
