import type { ClientEmailWords } from './client-words.ts';

/** German, du as in the chat; every session is a "Termin", so the sentences agree in the masculine. */
export const DE: ClientEmailWords = {
  locale: { dates: 'de-DE', money: 'de-DE' },
  greeting: (name) => `Hallo${name ? ` ${name}` : ''},`,
  sessionKinds: {
    consultation: 'Beratungstermin',
    small: 'Termin für ein kleines Motiv',
    halfDay: 'Halbtagestermin',
    fullDay: 'Ganztagestermin',
  },
  openRequest: 'Anfrage öffnen',
  confirmEmail: {
    subject: (artist) => `Bestätige deine E-Mail für deine Tattoo-Anfrage an ${artist}`,
    heading: 'Bestätige deine E-Mail',
    body: (artist) =>
      `Diese Adresse wurde bei einer Tattoo-Anfrage an ${artist} angegeben. Bestätige, dass sie dir gehört, dann erreichen dich die Antworten von ${artist} hier.`,
    button: 'E-Mail bestätigen',
    ignore: 'Warst du das nicht, ignoriere diese E-Mail: An diese Adresse wird nichts weiter gesendet.',
  },
  requestReceived: {
    subject: (artist) => `${artist} hat deine Tattoo-Anfrage`,
    saved: (artist) =>
      `Danke, dass du ${artist} von deiner Idee erzählt hast. Deine Anfrage ist gespeichert, ${artist} schaut sie sich an und meldet sich bei dir.`,
    page: 'Deine private Seite zeigt deine Anfrage, ihren Status und euer Gespräch. Werden dir Termine angeboten, wählst du dort einen aus. Du kannst dort auch jederzeit deine Daten löschen.',
    private: 'Behalte diesen Link für dich: Wer ihn hat, kann deine Anfrage sehen.',
  },
  confirmed: {
    subject: (session, artist) => `Gebucht: dein ${session} bei ${artist}`,
    heading: (artist) => `Dein Termin bei ${artist} steht`,
    body: (session, time) => `Dein ${session} ist bestätigt: ${time}.`,
    depositPaid: (amount) => `Anzahlung erhalten: ${amount}.`,
    depositDue: (amount) => `Anzahlung offen: ${amount}.`,
    invite:
      'Mit der angehängten Einladung landet er in deinem Kalender. Auf deiner Anfrageseite findest du alle Details, und dort kannst du ihn auch verschieben oder absagen.',
  },
  reminder: {
    subject: (session, artist, isTomorrow) =>
      `Erinnerung: dein ${session} bei ${artist} ist ${isTomorrow ? 'morgen' : 'in zwei Tagen'}`,
    heading: (artist) => `Bis bald bei ${artist}`,
    body: (session, artist, time) => `Kurze Erinnerung an deinen ${session} bei ${artist}: ${time}.`,
    change: 'Musst du etwas ändern? Auf deiner Anfrageseite siehst du, was noch möglich ist.',
    payDeposit: 'Anzahlung bezahlen',
  },
  offered: {
    subject: (artist) => `${artist} hat Termine für dein Tattoo`,
    heading: (artist) => `${artist} hat dir Termine angeboten`,
    body: (artist, session) => `${artist} möchte einen ${session} mit dir ausmachen. Diese Zeiten sind frei:`,
    pick: 'Such dir auf deiner Anfrageseite die passende aus. Wer zuerst eine Zeit wählt, bekommt sie.',
    button: 'Termin auswählen',
    project: (count) =>
      `Das ist ein Projekt mit ${count} Sitzungen: Wähl jetzt die Zeit für die erste, die weiteren buchst du danach auf deiner Anfrageseite.`,
    note: (artist, times, pageUrl) =>
      `${artist} hat Termine für dich:\n${times.map((time) => `• ${time}`).join('\n')}\nSuch dir hier einen aus: ${pageUrl}`,
  },
  declined: {
    subject: (artist) => `Zu deiner Tattoo-Anfrage an ${artist}`,
    heading: (artist) => `Zu deiner Anfrage an ${artist}`,
    template: (name) =>
      `Hallo${name ? ` ${name}` : ''},\n\ndanke, dass du bei deinem Tattoo an mich gedacht und dir die Zeit genommen hast, mir deine Idee zu beschreiben. Ich habe sie mir genau angesehen und glaube nicht, dass ich die richtige Person für dieses Projekt bin, deshalb kann ich es leider nicht übernehmen.\n\nIch hoffe, du findest jemanden, der perfekt zu deiner Idee passt, und wünsche dir alles Gute damit.`,
  },
  cancelled: {
    subject: (session, artist) => `Abgesagt: dein ${session} bei ${artist}`,
    heading: 'Dein Termin ist abgesagt',
    byArtist: (artist, session, time) => `${artist} hat deinen ${session} abgesagt: ${time}.`,
    byClient: (session, artist, time) => `Du hast deinen ${session} bei ${artist} abgesagt: ${time}.`,
    reason: (artist, first) => `${artist} schreibt dazu: ${first}`,
    inviteRemoved: 'Die angehängte Aktualisierung entfernt ihn aus deinem Kalender.',
    newTimes: (artist) =>
      `${artist} kann dir neue Termine anbieten; du siehst sie dann auf deiner Anfrageseite.`,
  },
  moved: {
    subject: (session, artist) => `Verschoben: dein ${session} bei ${artist}`,
    heading: 'Dein Termin wurde verschoben',
    byArtist: (artist, session, time) =>
      `${artist} hat deinen ${session} verschoben. Er ist jetzt am ${time}.`,
    byClient: (session, artist, time) => `Dein ${session} bei ${artist} ist jetzt am ${time}.`,
    was: (time) => `Vorher war er am ${time}.`,
    inviteUpdated: 'Die angehängte Einladung aktualisiert den Termin in deinem Kalender.',
  },
  details: {
    session: (number, count) => `Sitzung ${number} von ${count}`,
    piece: (piece) => `Dein Motiv: ${piece}`,
    studio: (address) => `Studio: ${address}`,
    prepHeading: 'Vor deinem Termin:',
    payHeading: (artist) => `So zahlst du die Anzahlung an ${artist}:`,
  },
  consent: {
    body: (artist) =>
      `Fülle vor deinem Termin die Einverständniserklärung von ${artist} auf dem Handy aus und unterschreibe sie: Das dauert zwei Minuten.`,
    button: 'Einverständniserklärung unterschreiben',
  },
  depositAfterCancel: {
    policy: (artist, amount) => `Du hast ${amount} angezahlt. Laut den Erstattungsregeln von ${artist}:`,
    noPolicy: (artist, amount) =>
      `Du hast ${amount} angezahlt. ${artist} hat keine Erstattungsregeln hinterlegt, frag also direkt nach.`,
  },
  sms: {
    reminder: (session, artist, time, isTomorrow) =>
      `${artist}: dein ${session} ist ${isTomorrow ? 'morgen' : 'in zwei Tagen'}, ${time}.`,
    depositDue: (amount) => `Anzahlung offen: ${amount}, wie du zahlst, steht auf deiner Seite.`,
    consent: (url) => `Einverständnis unterschreiben: ${url}`,
    page: (url) => `Deine Seite: ${url}`,
    stop: 'Antworte STOP zum Abmelden.',
  },
  invite: { title: (artist) => `Tattoo-Termin bei ${artist}` },
};
