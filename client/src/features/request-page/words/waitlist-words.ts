import type { AnswerLanguage } from '#common/contracts/studio-answers.ts';

/** The request page's waitlist words in one language (decision 067); weekday names come from Intl. */
export interface WaitlistWords {
  heading: string;
  invite(artist: string): string;
  onList(artist: string): string;
  daysLegend: string;
  anyDay: string;
  from: string;
  until: string;
  join: string;
  save: string;
  saving: string;
  saved: string;
  leave: string;
  failed: string;
  offer: {
    heading: string;
    body(artist: string): string;
    take: string;
    taking: string;
    firstComes: string;
    yours: string;
    goneTitle: string;
    gone(artist: string): string;
  };
}

/** One per language the page speaks, in the chat's voice (tú, você, tu, du, tu). */
export const WAITLIST_WORDS: Readonly<Record<AnswerLanguage, WaitlistWords>> = {
  en: {
    heading: 'Waitlist',
    invite: (artist) =>
      `${artist}'s books are closed right now. Join the waitlist and you'll be offered a time when one frees up on a day that suits you.`,
    onList: (artist) =>
      `You're on ${artist}'s waitlist. When a time frees up on a day that suits you, you'll get an email; the first to take it gets it.`,
    daysLegend: 'Days that suit you',
    anyDay: 'Leave every day unticked if any day works.',
    from: 'From',
    until: 'Until',
    join: 'Join the waitlist',
    save: 'Save my days',
    saving: 'Saving…',
    saved: 'Saved.',
    leave: 'Leave the waitlist',
    failed: 'That did not work. Please try again.',
    offer: {
      heading: 'A time opened up',
      body: (artist) => `${artist} has a time free on a day that suits you:`,
      take: 'Take this time',
      taking: 'Taking it…',
      firstComes: 'It goes to the first client who takes it.',
      yours: 'This time is yours.',
      goneTitle: 'This time is gone',
      gone: (artist) =>
        `Another client took it first. You're still on ${artist}'s waitlist, and you'll hear about the next time that suits you.`,
    },
  },
  es: {
    heading: 'Lista de espera',
    invite: (artist) =>
      `La agenda de ${artist} está cerrada ahora mismo. Apúntate a la lista de espera y te ofreceremos una hora cuando se libere una en un día que te venga bien.`,
    onList: (artist) =>
      `Estás en la lista de espera de ${artist}. Cuando se libere una hora en un día que te venga bien, te llegará un email; es para quien la acepte primero.`,
    daysLegend: 'Días que te vienen bien',
    anyDay: 'Si te vale cualquier día, no marques ninguno.',
    from: 'Desde',
    until: 'Hasta',
    join: 'Apuntarme a la lista de espera',
    save: 'Guardar mis días',
    saving: 'Guardando…',
    saved: 'Guardado.',
    leave: 'Salir de la lista de espera',
    failed: 'No ha funcionado. Inténtalo de nuevo.',
    offer: {
      heading: 'Se ha liberado una hora',
      body: (artist) => `${artist} tiene una hora libre en un día que te viene bien:`,
      take: 'Quiero esta hora',
      taking: 'Reservando…',
      firstComes: 'Es para la primera persona que la acepte.',
      yours: 'Esta hora es tuya.',
      goneTitle: 'Esta hora ya no está libre',
      gone: (artist) =>
        `Otra persona la aceptó antes. Sigues en la lista de espera de ${artist} y te avisaremos de la próxima hora que te venga bien.`,
    },
  },
  pt: {
    heading: 'Lista de espera',
    invite: (artist) =>
      `A agenda de ${artist} está fechada no momento. Entre na lista de espera e você recebe um horário quando abrir um em um dia que combine com você.`,
    onList: (artist) =>
      `Você está na lista de espera de ${artist}. Quando abrir um horário em um dia que combine com você, você recebe um email; fica com quem aceitar primeiro.`,
    daysLegend: 'Dias que combinam com você',
    anyDay: 'Se qualquer dia serve, não marque nenhum.',
    from: 'De',
    until: 'Até',
    join: 'Entrar na lista de espera',
    save: 'Salvar meus dias',
    saving: 'Salvando…',
    saved: 'Salvo.',
    leave: 'Sair da lista de espera',
    failed: 'Não deu certo. Tente de novo.',
    offer: {
      heading: 'Abriu um horário',
      body: (artist) => `${artist} tem um horário livre em um dia que combina com você:`,
      take: 'Quero este horário',
      taking: 'Reservando…',
      firstComes: 'Ele fica com o primeiro cliente que aceitar.',
      yours: 'Este horário é seu.',
      goneTitle: 'Este horário já foi',
      gone: (artist) =>
        `Outro cliente aceitou antes. Você continua na lista de espera de ${artist} e recebe um aviso do próximo horário que combinar com você.`,
    },
  },
  fr: {
    heading: 'Liste d’attente',
    invite: (artist) =>
      `L’agenda de ${artist} est fermé pour le moment. Inscris-toi sur la liste d’attente et un créneau te sera proposé dès qu’il s’en libère un un jour qui te convient.`,
    onList: (artist) =>
      `Tu es sur la liste d’attente de ${artist}. Quand un créneau se libère un jour qui te convient, tu reçois un email ; il revient au premier qui le prend.`,
    daysLegend: 'Les jours qui te conviennent',
    anyDay: 'Si n’importe quel jour te va, ne coche rien.',
    from: 'Du',
    until: 'Au',
    join: 'M’inscrire sur la liste d’attente',
    save: 'Enregistrer mes jours',
    saving: 'Enregistrement…',
    saved: 'Enregistré.',
    leave: 'Quitter la liste d’attente',
    failed: 'Ça n’a pas marché. Réessaie.',
    offer: {
      heading: 'Un créneau s’est libéré',
      body: (artist) => `${artist} a un créneau libre un jour qui te convient :`,
      take: 'Prendre ce créneau',
      taking: 'Réservation…',
      firstComes: 'Il revient au premier client qui le prend.',
      yours: 'Ce créneau est à toi.',
      goneTitle: 'Ce créneau est déjà pris',
      gone: (artist) =>
        `Un autre client l’a pris avant toi. Tu restes sur la liste d’attente de ${artist} et tu seras prévenu du prochain créneau qui te convient.`,
    },
  },
  de: {
    heading: 'Warteliste',
    invite: (artist) =>
      `Der Kalender von ${artist} ist gerade geschlossen. Trag dich auf die Warteliste ein, dann bekommst du einen Termin angeboten, sobald an einem passenden Tag einer frei wird.`,
    onList: (artist) =>
      `Du stehst auf der Warteliste von ${artist}. Wird an einem Tag, der dir passt, ein Termin frei, bekommst du eine E-Mail; wer ihn zuerst nimmt, bekommt ihn.`,
    daysLegend: 'Tage, die dir passen',
    anyDay: 'Passt dir jeder Tag, kreuze keinen an.',
    from: 'Ab',
    until: 'Bis',
    join: 'Auf die Warteliste',
    save: 'Meine Tage speichern',
    saving: 'Wird gespeichert…',
    saved: 'Gespeichert.',
    leave: 'Warteliste verlassen',
    failed: 'Das hat nicht geklappt. Versuch es noch einmal.',
    offer: {
      heading: 'Ein Termin ist frei geworden',
      body: (artist) => `${artist} hat an einem Tag, der dir passt, einen Termin frei:`,
      take: 'Diesen Termin nehmen',
      taking: 'Wird gebucht…',
      firstComes: 'Wer ihn zuerst nimmt, bekommt ihn.',
      yours: 'Dieser Termin gehört dir.',
      goneTitle: 'Dieser Termin ist schon weg',
      gone: (artist) =>
        `Jemand anderes war schneller. Du bleibst auf der Warteliste von ${artist} und hörst vom nächsten Termin, der dir passt.`,
    },
  },
  it: {
    heading: 'Lista d’attesa',
    invite: (artist) =>
      `L’agenda di ${artist} al momento è chiusa. Iscriviti alla lista d’attesa e ti proporremo un orario appena se ne libera uno in un giorno che ti va bene.`,
    onList: (artist) =>
      `Sei nella lista d’attesa di ${artist}. Quando si libera un orario in un giorno che ti va bene, ricevi un’email; va a chi lo prende per primo.`,
    daysLegend: 'I giorni che ti vanno bene',
    anyDay: 'Se ti va bene qualsiasi giorno, non selezionarne nessuno.',
    from: 'Dal',
    until: 'Al',
    join: 'Iscrivimi alla lista d’attesa',
    save: 'Salva i miei giorni',
    saving: 'Salvataggio…',
    saved: 'Salvato.',
    leave: 'Esci dalla lista d’attesa',
    failed: 'Non ha funzionato. Riprova.',
    offer: {
      heading: 'Si è liberato un orario',
      body: (artist) => `${artist} ha un orario libero in un giorno che ti va bene:`,
      take: 'Prendo questo orario',
      taking: 'Prenotazione…',
      firstComes: 'Va al primo cliente che lo prende.',
      yours: 'Questo orario è tuo.',
      goneTitle: 'Questo orario non è più libero',
      gone: (artist) =>
        `Un altro cliente l’ha preso prima. Resti nella lista d’attesa di ${artist} e ti avvisiamo del prossimo orario che ti va bene.`,
    },
  },
};

/** The waitlist words of the page's language (English for any other), as requestPageWords picks the page's. */
export function waitlistWords(language?: string): WaitlistWords {
  const code = (language ?? navigator.language).slice(0, 2).toLowerCase() as AnswerLanguage;
  return WAITLIST_WORDS[code] ?? WAITLIST_WORDS.en;
}
