import type { ArtistIntake } from '#common/contracts/intake.ts';

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

/** What the chat says after a save, in each of the engine's six languages; spec §4's wording, with the artist and the time. */
const CONFIRMATIONS: Record<
  Language,
  {
    open(name: string, time: string): string;
    waitlist(name: string): string;
    /** Decision 055: said after either, while the client's address waits for its confirmation. */
    confirmEmail(name: string): string;
  }
> = {
  en: {
    open: (name, time) =>
      `Perfect! I've saved our conversation. ${name} will review your ideas and usually replies ${time} to discuss next steps!`,
    waitlist: (name) =>
      `Perfect! I've saved our conversation. ${name}'s books are full right now, so you're on the waitlist: ${name} will get in touch when a spot opens.`,
    confirmEmail: (name) =>
      `I've emailed you a link: open it to confirm your address, so ${name} can write to you.`,
  },
  es: {
    open: (name, time) =>
      `¡Perfecto! He guardado nuestra conversación. ${name} revisará tus ideas y suele responder ${time} para hablar de los siguientes pasos.`,
    waitlist: (name) =>
      `¡Perfecto! He guardado nuestra conversación. La agenda de ${name} está llena ahora mismo, así que quedas en la lista de espera: ${name} te escribirá cuando haya un hueco.`,
    confirmEmail: (name) =>
      `Te he enviado un enlace por email: ábrelo para confirmar tu dirección y que ${name} pueda escribirte.`,
  },
  pt: {
    open: (name, time) =>
      `Perfeito! Salvei a nossa conversa. ${name} vai analisar suas ideias e costuma responder ${time} para combinar os próximos passos.`,
    waitlist: (name) =>
      `Perfeito! Salvei a nossa conversa. A agenda de ${name} está cheia agora, então você está na lista de espera: ${name} vai entrar em contato quando abrir uma vaga.`,
    confirmEmail: (name) =>
      `Enviei um link para o seu e-mail: abra-o para confirmar seu endereço, para que ${name} possa escrever para você.`,
  },
  fr: {
    open: (name, time) =>
      `Parfait ! J’ai enregistré notre conversation. ${name} va regarder tes idées et répond en général ${time} pour voir la suite ensemble !`,
    waitlist: (name) =>
      `Parfait ! J’ai enregistré notre conversation. L’agenda de ${name} est complet pour le moment, donc tu es sur la liste d’attente : ${name} te contactera dès qu’une place se libère.`,
    confirmEmail: (name) =>
      `Je t’ai envoyé un lien par e-mail : ouvre-le pour confirmer ton adresse, afin que ${name} puisse t’écrire.`,
  },
  de: {
    open: (name, time) =>
      `Perfekt! Ich habe unser Gespräch gespeichert. ${name} schaut sich deine Ideen an und antwortet meist ${time}, um die nächsten Schritte zu besprechen!`,
    waitlist: (name) =>
      `Perfekt! Ich habe unser Gespräch gespeichert. Der Kalender von ${name} ist gerade voll, deshalb stehst du auf der Warteliste: ${name} meldet sich, sobald ein Termin frei wird.`,
    confirmEmail: (name) =>
      `Ich habe dir einen Link per E-Mail geschickt: Öffne ihn, um deine Adresse zu bestätigen, damit ${name} dir schreiben kann.`,
  },
  it: {
    open: (name, time) =>
      `Perfetto! Ho salvato la nostra conversazione. ${name} guarderà le tue idee e di solito risponde ${time} per parlare dei prossimi passi!`,
    waitlist: (name) =>
      `Perfetto! Ho salvato la nostra conversazione. L’agenda di ${name} al momento è piena, quindi sei in lista d’attesa: ${name} ti contatterà appena si libera un posto.`,
    confirmEmail: (name) =>
      `Ti ho mandato un link via email: aprilo per confermare il tuo indirizzo, così ${name} potrà scriverti.`,
  },
};

const isLanguage = (code: string | null): code is Language => code !== null && code in CONFIRMATIONS;

/**
 * The message the chat shows once a conversation is saved: it names the artist and when to expect a reply
 * (or the waitlist, when books are not open), in the client's language; English for any other. A client whose
 * address is not confirmed yet is told to open the link just emailed (decision 055), after spec §4's words.
 */
export function savedConfirmation({
  artistName,
  intake,
  language,
  isEmailToConfirm = false,
}: {
  artistName: string;
  intake: Pick<ArtistIntake, 'booksStatus'> | null | undefined;
  language: string | null;
  isEmailToConfirm?: boolean;
}): string {
  const lang = isLanguage(language) ? language : 'en';
  const phrases = CONFIRMATIONS[lang];
  const isOpen = !intake || intake.booksStatus === 'open';
  const saved = isOpen ? phrases.open(artistName, DEFAULT_REPLY_TIME[lang]) : phrases.waitlist(artistName);
  return isEmailToConfirm ? `${saved} ${phrases.confirmEmail(artistName)}` : saved;
}
