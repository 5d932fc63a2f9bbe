import type { ClientLanguage } from '../booking/core/client-words/client-words.ts';

/** The freed-slot offer email's sentences in one language (decision 067); the greeting is the booking catalogue's. */
export interface WaitlistEmailWords {
  subject(artist: string): string;
  heading(artist: string): string;
  body(artist: string): string;
  firstComes: string;
  button: string;
}

/** One per language the assistant speaks, in the voice of the booking emails (du, tu, tú, você, tu). */
export const WAITLIST_EMAIL_WORDS: Readonly<Record<ClientLanguage, WaitlistEmailWords>> = {
  en: {
    subject: (artist) => `A time just opened up with ${artist}`,
    heading: (artist) => `A time opened up with ${artist}`,
    body: (artist) =>
      `You're on ${artist}'s waitlist, and a time has just opened up on a day that suits you:`,
    firstComes:
      'It goes to the first client who takes it. If someone beats you to it, you stay on the waitlist and hear about the next one.',
    button: 'Take this time',
  },
  es: {
    subject: (artist) => `Se acaba de liberar una cita con ${artist}`,
    heading: (artist) => `Hay una cita libre con ${artist}`,
    body: (artist) =>
      `Estás en la lista de espera de ${artist} y acaba de liberarse una hora en un día que te viene bien:`,
    firstComes:
      'Es para la primera persona que la acepte. Si alguien se te adelanta, sigues en la lista de espera y te avisaremos de la próxima.',
    button: 'Quiero esta hora',
  },
  pt: {
    subject: (artist) => `Acabou de abrir um horário com ${artist}`,
    heading: (artist) => `Abriu um horário com ${artist}`,
    body: (artist) =>
      `Você está na lista de espera de ${artist} e acabou de abrir um horário em um dia que combina com você:`,
    firstComes:
      'Ele fica com o primeiro cliente que aceitar. Se alguém chegar antes, você continua na lista de espera e recebe o próximo aviso.',
    button: 'Quero este horário',
  },
  fr: {
    subject: (artist) => `Un créneau vient de se libérer chez ${artist}`,
    heading: (artist) => `Un créneau s’est libéré chez ${artist}`,
    body: (artist) =>
      `Tu es sur la liste d’attente de ${artist}, et un créneau vient de se libérer un jour qui te convient :`,
    firstComes:
      'Il revient au premier client qui le prend. Si quelqu’un est plus rapide, tu restes sur la liste d’attente et tu seras prévenu du prochain.',
    button: 'Prendre ce créneau',
  },
  de: {
    subject: (artist) => `Bei ${artist} ist gerade ein Termin frei geworden`,
    heading: (artist) => `Ein Termin bei ${artist} ist frei`,
    body: (artist) =>
      `Du stehst auf der Warteliste von ${artist}, und an einem Tag, der dir passt, ist gerade ein Termin frei geworden:`,
    firstComes:
      'Wer ihn zuerst nimmt, bekommt ihn. Ist dir jemand zuvorgekommen, bleibst du auf der Warteliste und hörst vom nächsten.',
    button: 'Diesen Termin nehmen',
  },
  it: {
    subject: (artist) => `Si è appena liberato un orario con ${artist}`,
    heading: (artist) => `Un orario libero con ${artist}`,
    body: (artist) =>
      `Sei nella lista d’attesa di ${artist} e si è appena liberato un orario in un giorno che ti va bene:`,
    firstComes:
      'Va al primo cliente che lo prende. Se qualcuno ti precede, resti nella lista d’attesa e ti avvisiamo del prossimo.',
    button: 'Prendo questo orario',
  },
};
