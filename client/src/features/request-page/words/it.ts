import type { RequestPageWords } from './request-page-words.ts';

/** Italian, tu as in the chat. */
export const IT: RequestPageWords = {
  locale: { dates: 'it-IT', money: 'it-IT' },
  title: 'La tua richiesta di tatuaggio',
  withArtist: (artist) => `Con ${artist}`,
  notices: {
    deleted: {
      title: 'I tuoi dati sono stati cancellati',
      body: 'La tua richiesta, la conversazione, le immagini, i messaggi e le email che la riguardano sono cancellati per sempre, e il tuo artista è stato avvisato. Inkdesk conserva solo conteggi anonimi della chat, senza parole né contatti.',
    },
    expired: {
      title: 'Questo link è scaduto',
      body: 'Le pagine delle richieste si chiudono 30 giorni dopo la fine della richiesta. Se ti serve qualcosa, contatta il tuo artista.',
    },
    notFound: {
      title: 'Non troviamo questa richiesta',
      body: 'Forse il link è incompleto, oppure la richiesta è stata cancellata. Controlla il link nella tua email.',
    },
    failed: {
      title: 'Qualcosa è andato storto',
      body: 'Non è stato possibile caricare la pagina. Riprova tra un momento.',
    },
  },
  emailConfirm: {
    confirming: 'Confermo la tua email…',
    confirmed: (artist) =>
      `La tua email è confermata. ${artist} ora può scriverti, e l’email con la tua richiesta è in arrivo.`,
    invalid: 'Questo link di conferma non funziona. Apri il link della nostra email più recente.',
  },
  statusLabels: {
    received: 'Ricevuta',
    times_offered: 'Orari proposti',
    deposit_due: 'Acconto da versare',
    booked: 'Prenotato',
    declined: 'Rifiutata',
    cancelled: 'Annullato',
  },
  statusPrefix: 'Stato: ',
  status: {
    received: (artist) =>
      `${artist} ha ricevuto la tua richiesta e la esaminerà, poi ti proporrà degli orari o ti ricontatterà.`,
    timesOffered: (artist) =>
      `${artist} ti ha proposto degli orari. Scegli qui sotto quello che ti va meglio.`,
    justPaid: (amount) =>
      `Grazie! Il tuo pagamento di ${amount} è in fase di conferma. Questa pagina si aggiorna da sola.`,
    heldPayOnline: (slot, amount) => `${slot} è tenuto per te. Versa l’acconto di ${amount} per prenotarlo.`,
    heldArtistCollects: (slot, artist, amount) =>
      `${slot} è tenuto per te. ${artist} ti dirà come versare l’acconto di ${amount} e confermerà l’appuntamento appena lo riceve.`,
    heldArtistInstructions: (slot, artist, amount) =>
      `${slot} è riservato per te. Versa l’acconto di ${amount} a ${artist} come spiegato qui sotto; l’appuntamento è confermato appena arriva.`,
    booked: (artist, slot) =>
      `Il tuo appuntamento con ${artist} è fissato: ${slot}. Nella tua casella trovi una conferma con l’invito per il calendario.`,
    bookedByArtist: (artist) => `${artist} ti ha segnato in agenda e definirà i dettagli con te.`,
    declined: (artist) => `${artist} non può accettare questa richiesta. Grazie per la fiducia.`,
    cancelled: (artist) => `Il tuo appuntamento è stato annullato. ${artist} può proporti nuovi orari.`,
  },
  zoneNote: (own, artistZone) => `Gli orari sono nel tuo fuso orario (${own}); lo studio è in ${artistZone}.`,
  offered: {
    heading: 'Scegli un orario',
    legend: 'Orari proposti',
    noneLeft: (artist) => `Nessuno degli orari proposti è ancora libero. ${artist} può proporne di nuovi.`,
    book: 'Prenota questo orario',
    booking: 'Prenotazione…',
    failed: 'Non è stato possibile prenotare questo orario. Riprova.',
  },
  appointment: {
    heading: 'Il tuo appuntamento',
    depositPaid: (amount) => `Acconto di ${amount} versato`,
    depositDue: (amount) => `Acconto di ${amount} da versare`,
    pay: 'Versa l’acconto',
    opening: 'Apertura…',
    payFailed: 'Non è stato possibile aprire la pagina di pagamento.',
    tooLate: (hours, artist) =>
      `Mancano meno di ${hours} ore al tuo appuntamento. Per cambiarlo, contatta direttamente ${artist}.`,
    howToPay: (artist) => `Come pagare ${artist}`,
    consentDue: (artist) =>
      `${artist} ti chiede di firmare un modulo di consenso prima della seduta. Bastano due minuti dal telefono.`,
    signConsent: 'Firma il consenso',
  },
  project: {
    heading: (count) => `Il tuo progetto: ${count} sessioni`,
    progress: (booked, count) => `${booked} di ${count} sessioni prenotate`,
    session: (number, count) => `Sessione ${number} di ${count}`,
    depositOn: (which) =>
      which === 'first'
        ? 'L’acconto si versa prenotando la prima sessione; le altre non lo richiedono.'
        : 'L’acconto si versa prenotando l’ultima sessione; quelle prima non lo richiedono.',
    pickFirst:
      'Scegli la tua prima sessione tra gli orari proposti. Poi prenota qui le successive, ognuna dopo la precedente.',
    booked: 'Prenotata',
    notBooked: 'Non ancora prenotata',
    held: 'In attesa dell’acconto',
    book: (number) => `Prenota la sessione ${number}`,
    bookTitle: (number, count) => `Prenota la sessione ${number} di ${count}`,
    bookDescription: 'Scegli un orario libero dopo le tue sessioni precedenti.',
    keep: 'Non ora',
    confirm: 'Prenota questo orario',
    booking: 'Prenotazione…',
    failed: 'Non è stato possibile prenotare la sessione.',
  },
  reschedule: {
    open: 'Sposta',
    title: 'Sposta il tuo appuntamento',
    description: 'Scegli un orario libero. L’acconto si sposta con l’appuntamento.',
    picker: {
      loading: 'Caricamento degli orari liberi',
      failed: 'Non è stato possibile caricare gli orari liberi. Riprova.',
      noTimes: 'Nessun orario libero nelle prossime settimane.',
      intro: (zone) => `Orari nel tuo fuso orario (${zone}). Scegline uno.`,
      showMore: 'Mostra altri giorni',
    },
    keep: 'Tengo il mio orario',
    moving: 'Spostamento…',
    move: 'Sposta a questo orario',
    failed: 'Non è stato possibile spostare l’appuntamento.',
  },
  cancel: {
    open: 'Annulla l’appuntamento',
    title: 'Annullare il tuo appuntamento?',
    description:
      'L’orario viene liberato e il tuo artista viene avvisato. Per l’acconto, chiedi direttamente a lui o lei.',
    noDeposit: 'L’orario viene liberato e il tuo artista viene avvisato.',
    withPolicy: (artist) =>
      `L’orario viene liberato e ${artist} viene avvisato. Il tuo acconto versato, secondo la politica di rimborso:`,
    failed: 'Non è stato possibile annullare l’appuntamento.',
    keep: 'Lo tengo',
    cancelling: 'Annullamento…',
  },
  details: {
    heading: 'La tua richiesta',
    sent: (date) => `Inviata il ${date}`,
    labels: {
      idea: 'Idea',
      style: 'Stile',
      placement: 'Zona',
      size: 'Dimensione',
      budget: 'Budget',
      name: 'Nome',
      email: 'Email',
    },
  },
  conversation: {
    heading: 'La tua conversazione',
    download: 'Scarica la conversazione',
    you: 'Tu',
    images: (count) => `${count} ${count > 1 ? 'immagini' : 'immagine'}`,
  },
  deletion: {
    heading: 'Cancella i tuoi dati',
    body: (artist) =>
      `Rimuove la tua richiesta, la conversazione, le immagini che hai inviato e ogni appuntamento. ${artist} viene avvisato.`,
    open: 'Cancella i miei dati',
    title: 'Cancellare la richiesta e la conversazione?',
    description: (artist) =>
      `Verranno cancellati la tua richiesta, la conversazione, le immagini inviate e ogni appuntamento con ${artist}. Non si può annullare, e questo link smetterà di funzionare.`,
    failed: 'Non è stato possibile cancellare i tuoi dati. Riprova.',
    keep: 'Tengo i miei dati',
    deleting: 'Cancellazione…',
    confirm: 'Cancella per sempre',
  },
};
