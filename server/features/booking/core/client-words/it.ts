import type { ClientEmailWords } from './client-words.ts';

/** Italian, tu as in the chat; every session is a "consulenza" or a "sessione", so the sentences agree in the feminine. */
export const IT: ClientEmailWords = {
  locale: { dates: 'it-IT', money: 'it-IT' },
  greeting: (name) => `Ciao${name ? ` ${name}` : ''},`,
  sessionKinds: {
    consultation: 'consulenza',
    small: 'sessione per un tatuaggio piccolo',
    halfDay: 'sessione di mezza giornata',
    fullDay: 'sessione di una giornata intera',
  },
  openRequest: 'Apri la tua richiesta',
  confirmEmail: {
    subject: (artist) => `Conferma la tua email per la richiesta di tatuaggio a ${artist}`,
    heading: 'Conferma la tua email',
    body: (artist) =>
      `Questo indirizzo è stato indicato in una richiesta di tatuaggio a ${artist}. Conferma che è tuo e le risposte di ${artist} ti arriveranno qui.`,
    button: 'Conferma la mia email',
    ignore: 'Se non sei stato tu, ignora questa email: a questo indirizzo non verrà inviato altro.',
  },
  requestReceived: {
    subject: (artist) => `${artist} ha ricevuto la tua richiesta di tatuaggio`,
    saved: (artist) =>
      `Grazie per aver raccontato la tua idea a ${artist}. La tua richiesta è salvata: ${artist} la esaminerà e ti ricontatterà.`,
    page: 'La tua pagina privata mostra la richiesta, il suo stato e la conversazione. Quando ti vengono proposti degli orari, ne scegli uno lì. Puoi anche cancellare i tuoi dati da lì in qualsiasi momento.',
    private: 'Tieni questo link per te: chiunque lo abbia può vedere la tua richiesta.',
  },
  confirmed: {
    subject: (session, artist) => `Prenotata: la tua ${session} con ${artist}`,
    heading: (artist) => `Il tuo appuntamento con ${artist} è fissato`,
    body: (session, time) => `La tua ${session} è confermata: ${time}.`,
    depositPaid: (amount) => `Acconto ricevuto: ${amount}.`,
    depositDue: (amount) => `Acconto da versare: ${amount}.`,
    invite:
      'L’invito allegato la aggiunge al tuo calendario. Nella pagina della tua richiesta trovi i dettagli, ed è lì che puoi spostarla o annullarla.',
  },
  reminder: {
    subject: (session, artist, isTomorrow) =>
      `Promemoria: la tua ${session} con ${artist} è ${isTomorrow ? 'domani' : 'tra due giorni'}`,
    heading: (artist) => `A presto da ${artist}`,
    body: (session, artist, time) => `Ti ricordiamo la tua ${session} con ${artist}: ${time}.`,
    change: 'Devi cambiarla? Nella pagina della tua richiesta vedi cosa puoi ancora fare.',
    payDeposit: 'Versa l’acconto',
  },
  offered: {
    subject: (artist) => `${artist} ti ha proposto degli orari per il tuo tatuaggio`,
    heading: (artist) => `${artist} ti ha proposto degli orari`,
    body: (artist, session) => `${artist} vorrebbe fissare con te una ${session}. Questi orari sono liberi:`,
    pick: 'Scegli quello che ti va meglio nella pagina della tua richiesta. Il primo che sceglie un orario se lo aggiudica.',
    button: 'Scegli un orario',
    project: (count) =>
      `È un progetto di ${count} sessioni: scegli ora l’orario della prima, poi prenota le successive nella pagina della tua richiesta.`,
    note: (artist, times, pageUrl) =>
      `${artist} ha degli orari per te:\n${times.map((time) => `• ${time}`).join('\n')}\nScegline uno qui: ${pageUrl}`,
  },
  declined: {
    subject: (artist) => `Sulla tua richiesta di tatuaggio a ${artist}`,
    heading: (artist) => `Sulla tua richiesta a ${artist}`,
    template: (name) =>
      `Ciao${name ? ` ${name}` : ''},\n\ngrazie per aver pensato a me per il tuo tatuaggio e per aver trovato il tempo di raccontarmi la tua idea. Dopo averla guardata con attenzione, non credo di essere la persona giusta per questo progetto, quindi non potrò realizzarlo.\n\nSpero che tu trovi qualcuno perfetto per la tua idea, e ti auguro il meglio.`,
  },
  cancelled: {
    subject: (session, artist) => `Annullata: la tua ${session} con ${artist}`,
    heading: 'Il tuo appuntamento è annullato',
    byArtist: (artist, session, time) => `${artist} ha annullato la tua ${session}: ${time}.`,
    byClient: (session, artist, time) => `Hai annullato la tua ${session} con ${artist}: ${time}.`,
    reason: (artist, first) => `Il motivo di ${artist}: ${first}`,
    inviteRemoved: 'L’aggiornamento allegato la toglie dal tuo calendario.',
    newTimes: (artist) =>
      `${artist} può proporti nuovi orari; quando lo fa, li trovi nella pagina della tua richiesta.`,
  },
  moved: {
    subject: (session, artist) => `Spostata: la tua ${session} con ${artist}`,
    heading: 'Il tuo appuntamento è stato spostato',
    byArtist: (artist, session, time) =>
      `${artist} ha spostato la tua ${session}. Ora è fissata per ${time}.`,
    byClient: (session, artist, time) => `La tua ${session} con ${artist} ora è fissata per ${time}.`,
    was: (time) => `Prima era fissata per ${time}.`,
    inviteUpdated: 'L’invito allegato aggiorna l’evento nel tuo calendario.',
  },
  details: {
    session: (number, count) => `Sessione ${number} di ${count}`,
    piece: (piece) => `Il tuo tatuaggio: ${piece}`,
    studio: (address) => `Studio: ${address}`,
    prepHeading: 'Prima della tua sessione:',
    payHeading: (artist) => `Come versare l’acconto a ${artist}:`,
  },
  consent: {
    body: (artist) =>
      `Prima della seduta, compila e firma il modulo di consenso di ${artist} dal telefono: bastano due minuti.`,
    button: 'Firma il consenso',
  },
  depositAfterCancel: {
    policy: (artist, amount) =>
      `Hai versato un acconto di ${amount}. Secondo la politica di rimborso di ${artist}:`,
    noPolicy: (artist, amount) =>
      `Hai versato un acconto di ${amount}. ${artist} non ha scritto una politica di rimborso, quindi chiediglielo direttamente.`,
  },
  sms: {
    reminder: (session, artist, time, isTomorrow) =>
      `${artist}: la tua ${session} è ${isTomorrow ? 'domani' : 'tra due giorni'}, ${time}.`,
    depositDue: (amount) => `Acconto da versare: ${amount}, come pagarlo è sulla tua pagina.`,
    consent: (url) => `Firma il consenso: ${url}`,
    page: (url) => `La tua pagina: ${url}`,
    stop: 'Rispondi STOP per uscire.',
  },
  invite: { title: (artist) => `Appuntamento tatuaggio con ${artist}` },
};
