import type { ArtistIntake } from '#common/contracts/intake.ts';
import { nameInFullOnce } from '#common/domain/consultation/reply/name-in-full-once.ts';

/**
 * Issue #11 "Close the loop": how soon a client can expect the artist's reply when the artist has not said.
 * Decision 029: two business days, what most studios promise for a custom request; no intake control
 * names a reply time yet, so every artist gets this until one does.
 */
export const DEFAULT_REPLY_TIME = {
  en: 'within 2 business days',
  es: 'en 2 días hábiles',
  pt: 'em até 2 dias úteis',
  fr: 'sous 2 jours ouvrés',
  de: 'innerhalb von 2 Werktagen',
  it: 'entro 2 giorni lavorativi',
};

type Language = keyof typeof DEFAULT_REPLY_TIME;

/**
 * What the chat says after a save, in each of the engine's six languages: spec §4's words first (English
 * verbatim), then a second message with the artist, when to expect a reply (or the waitlist), and the address
 * to confirm (decision 055).
 */
const CONFIRMATIONS: Record<
  Language,
  {
    saved: string;
    open(name: string, time: string): string;
    waitlist(name: string): string;
    /** Decision 055: said after either, while the client's address waits for its confirmation. */
    confirmEmail(name: string): string;
  }
> = {
  en: {
    saved:
      "Perfect! I've saved our conversation. The artist will review your ideas and follow up with you soon to discuss next steps!",
    open: (name, time) => `${name} usually replies ${time}.`,
    waitlist: (name) =>
      `${name}'s books are full right now, so you're on the waitlist and you'll hear back when a spot opens.`,
    confirmEmail: (name) =>
      `I've emailed you a link: open it to confirm your address, so ${name} can write to you.`,
  },
  es: {
    saved:
      '¡Perfecto! He guardado nuestra conversación. El artista revisará tus ideas y te escribirá pronto para hablar de los siguientes pasos.',
    open: (name, time) => `${name} suele responder ${time}.`,
    waitlist: (name) =>
      `La agenda de ${name} está llena ahora mismo, así que quedas en la lista de espera y te escribirán cuando haya un hueco.`,
    confirmEmail: (name) =>
      `Te he enviado un enlace por email: ábrelo para confirmar tu dirección y que ${name} pueda escribirte.`,
  },
  pt: {
    saved:
      'Perfeito! Salvei a nossa conversa. O artista vai analisar suas ideias e entrar em contato em breve para combinar os próximos passos!',
    open: (name, time) => `${name} costuma responder ${time}.`,
    waitlist: (name) =>
      `A agenda de ${name} está cheia agora, então você está na lista de espera e vai receber um aviso quando abrir uma vaga.`,
    confirmEmail: (name) =>
      `Enviei um link para o seu e-mail: abra-o para confirmar seu endereço, para que ${name} possa escrever para você.`,
  },
  fr: {
    saved:
      'Parfait ! J’ai enregistré notre conversation. L’artiste va regarder tes idées et te recontactera bientôt pour voir la suite ensemble !',
    open: (name, time) => `${name} répond en général ${time}.`,
    waitlist: (name) =>
      `L’agenda de ${name} est complet pour le moment, donc tu es sur la liste d’attente et tu seras prévenu dès qu’une place se libère.`,
    confirmEmail: (name) =>
      `Je t’ai envoyé un lien par e-mail : ouvre-le pour confirmer ton adresse, afin que ${name} puisse t’écrire.`,
  },
  de: {
    saved:
      'Perfekt! Ich habe unser Gespräch gespeichert. Der Artist schaut sich deine Ideen an und meldet sich bald bei dir, um die nächsten Schritte zu besprechen!',
    open: (name, time) => `${name} antwortet meist ${time}.`,
    waitlist: (name) =>
      `Der Kalender von ${name} ist gerade voll, deshalb stehst du auf der Warteliste und hörst von uns, sobald ein Termin frei wird.`,
    confirmEmail: (name) =>
      `Ich habe dir einen Link per E-Mail geschickt: Öffne ihn, um deine Adresse zu bestätigen, damit ${name} dir schreiben kann.`,
  },
  it: {
    saved:
      'Perfetto! Ho salvato la nostra conversazione. L’artista guarderà le tue idee e ti ricontatterà presto per parlare dei prossimi passi!',
    open: (name, time) => `${name} di solito risponde ${time}.`,
    waitlist: (name) =>
      `L’agenda di ${name} al momento è piena, quindi sei in lista d’attesa e ti avviseremo appena si libera un posto.`,
    confirmEmail: (name) =>
      `Ti ho mandato un link via email: aprilo per confermare il tuo indirizzo, così ${name} potrà scriverti.`,
  },
};

const isLanguage = (code: string | null): code is Language => code !== null && code in CONFIRMATIONS;

/**
 * What the chat says once a conversation is saved, in the client's language (English for any other): spec §4's
 * words, then the details: the artist and when to expect a reply (or the waitlist, when books are not open), and,
 * for a client whose address is not confirmed yet, the link just emailed (decision 055).
 */
export function savedConfirmation({
  artistName,
  artistShortName = artistName,
  intake,
  language,
  isEmailToConfirm = false,
}: {
  artistName: string;
  /** What the details call the artist after naming them in full once (decision 060). */
  artistShortName?: string;
  intake: Pick<ArtistIntake, 'booksStatus'> | null | undefined;
  language: string | null;
  isEmailToConfirm?: boolean;
}): { confirmation: string; details: string } {
  const lang = isLanguage(language) ? language : 'en';
  const phrases = CONFIRMATIONS[lang];
  const isOpen = !intake || intake.booksStatus === 'open';
  const when = isOpen ? phrases.open(artistName, DEFAULT_REPLY_TIME[lang]) : phrases.waitlist(artistName);
  return {
    confirmation: phrases.saved,
    details: nameInFullOnce(
      isEmailToConfirm ? `${when} ${phrases.confirmEmail(artistName)}` : when,
      artistName,
      artistShortName,
    ),
  };
}
