import type { MailAttachment, OutgoingEmail } from '../../../providers/mail/types.ts';
import { type EmailBlock, renderEmail } from '../../mail/email-layout.ts';

/** One paragraph of an email, or a link shown as a button. */
type Block = string | { link: string; label: string };

/** Both parts of one email through the shared layout (decision 020): the first block is the heading. */
function compose([heading, ...blocks]: [string, ...Block[]]): Pick<OutgoingEmail, 'text' | 'html'> {
  return renderEmail({
    heading,
    blocks: blocks.map(
      (block): EmailBlock =>
        typeof block === 'string'
          ? { kind: 'paragraph', text: block }
          : { kind: 'link', label: block.label, href: block.link },
    ),
  });
}

/** The request-received email's words in each of the engine's six languages (issue #23 item 5). */
interface RequestReceivedWords {
  subject(artist: string): string;
  greeting(name: string | null): string;
  saved(artist: string): string;
  page: string;
  open: string;
  private: string;
}

const REQUEST_RECEIVED: Readonly<Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it', RequestReceivedWords>> = {
  en: {
    subject: (artist) => `${artist} has your tattoo request`,
    greeting: (name) => `Hi ${name || 'there'},`,
    saved: (artist) =>
      `Thanks for telling ${artist} about your idea. Your request is saved, and ${artist} will review it and follow up with you.`,
    page: 'Your private page shows your request, its status and your conversation. When times are offered, you pick one there. You can also delete your data from it at any time.',
    open: 'Open your request',
    private: 'Keep this link to yourself: anyone with it can see your request.',
  },
  es: {
    subject: (artist) => `${artist} tiene tu solicitud de tatuaje`,
    greeting: (name) => `Hola${name ? ` ${name}` : ''}:`,
    saved: (artist) =>
      `Gracias por contarle tu idea a ${artist}. Tu solicitud está guardada, y ${artist} la revisará y te responderá.`,
    page: 'Tu página privada muestra tu solicitud, su estado y vuestra conversación. Cuando te ofrezcan horarios, eliges uno allí. También puedes borrar tus datos desde ella cuando quieras.',
    open: 'Abrir tu solicitud',
    private: 'No compartas este enlace: cualquiera que lo tenga puede ver tu solicitud.',
  },
  pt: {
    subject: (artist) => `${artist} recebeu seu pedido de tatuagem`,
    greeting: (name) => `Oi${name ? `, ${name}` : ''}!`,
    saved: (artist) =>
      `Obrigado por contar sua ideia para ${artist}. Seu pedido está salvo, e ${artist} vai analisá-lo e entrar em contato.`,
    page: 'Sua página privada mostra seu pedido, o status dele e a conversa. Quando horários forem oferecidos, você escolhe um lá. Também pode apagar seus dados por ela a qualquer momento.',
    open: 'Abrir seu pedido',
    private: 'Não compartilhe este link: qualquer pessoa com ele pode ver seu pedido.',
  },
  fr: {
    subject: (artist) => `${artist} a bien reçu ta demande de tatouage`,
    greeting: (name) => `Bonjour${name ? ` ${name}` : ''},`,
    saved: (artist) =>
      `Merci d’avoir parlé de ton idée à ${artist}. Ta demande est enregistrée : ${artist} va l’étudier et revenir vers toi.`,
    page: 'Ta page privée affiche ta demande, son statut et votre conversation. Quand des créneaux te sont proposés, tu en choisis un là-bas. Tu peux aussi y supprimer tes données à tout moment.',
    open: 'Ouvrir ta demande',
    private: 'Garde ce lien pour toi : toute personne qui l’a peut voir ta demande.',
  },
  de: {
    subject: (artist) => `${artist} hat deine Tattoo-Anfrage`,
    greeting: (name) => `Hallo${name ? ` ${name}` : ''},`,
    saved: (artist) =>
      `Danke, dass du ${artist} von deiner Idee erzählt hast. Deine Anfrage ist gespeichert, ${artist} schaut sie sich an und meldet sich bei dir.`,
    page: 'Deine private Seite zeigt deine Anfrage, ihren Status und euer Gespräch. Werden dir Termine angeboten, wählst du dort einen aus. Du kannst dort auch jederzeit deine Daten löschen.',
    open: 'Anfrage öffnen',
    private: 'Behalte diesen Link für dich: Wer ihn hat, kann deine Anfrage sehen.',
  },
  it: {
    subject: (artist) => `${artist} ha ricevuto la tua richiesta di tatuaggio`,
    greeting: (name) => `Ciao${name ? ` ${name}` : ''},`,
    saved: (artist) =>
      `Grazie per aver raccontato la tua idea a ${artist}. La tua richiesta è salvata: ${artist} la esaminerà e ti ricontatterà.`,
    page: 'La tua pagina privata mostra la richiesta, il suo stato e la conversazione. Quando ti vengono proposti degli orari, ne scegli uno lì. Puoi anche cancellare i tuoi dati da lì in qualsiasi momento.',
    open: 'Apri la tua richiesta',
    private: 'Tieni questo link per te: chiunque lo abbia può vedere la tua richiesta.',
  },
};

/**
 * To the client after saving: their private link (issue #14 "Who gets what"), in the language the lead was
 * written in (English for any other).
 */
export function requestReceivedEmail(input: {
  to: string;
  clientName: string | null;
  artistName: string;
  artistId: string;
  leadId: string;
  pageUrl: string;
  language: string | null;
}): OutgoingEmail {
  const words =
    input.language !== null && Object.hasOwn(REQUEST_RECEIVED, input.language)
      ? REQUEST_RECEIVED[input.language as keyof typeof REQUEST_RECEIVED]
      : REQUEST_RECEIVED.en;
  return {
    to: input.to,
    subject: words.subject(input.artistName),
    kind: 'request-received',
    artistId: input.artistId,
    dedupeKey: `request-received:${input.leadId}`,
    ...compose([
      words.greeting(input.clientName?.trim() || null),
      words.saved(input.artistName),
      words.page,
      { link: input.pageUrl, label: words.open },
      words.private,
    ]),
  };
}

/** To the artist when a client deleted their request from the page; names no one, the data is gone. */
export function requestDeletedEmail(input: {
  to: string;
  artistId: string;
  leadId: string;
  submittedAt: Date;
  appUrl: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: 'A client deleted their request',
    kind: 'request-deleted',
    artistId: input.artistId,
    dedupeKey: `request-deleted:${input.leadId}`,
    ...compose([
      `A client deleted the request they sent on ${input.submittedAt.toUTCString()}, from their private request page.`,
      'The lead, its conversation, its images and any booking are gone from Inkdesk. If you copied their details elsewhere, delete them there too.',
      { link: `${input.appUrl}/dashboard`, label: 'Open your dashboard' },
    ]),
  };
}

/**
 * To the artist when a client moves or cancels their appointment from the page, with the moved invite or the
 * cancellation of the one their confirmation carried (none for a booking never confirmed).
 */
export function bookingChangedEmail(input: {
  to: string;
  artistId: string;
  bookingId: string;
  clientName: string;
  change: 'rescheduled' | 'cancelled';
  oldTime: string;
  newTime?: string;
  appUrl: string;
  invite: MailAttachment | null;
}): OutgoingEmail {
  const what =
    input.change === 'cancelled'
      ? `${input.clientName} cancelled their appointment on ${input.oldTime}. The time is free again.`
      : `${input.clientName} moved their appointment from ${input.oldTime} to ${input.newTime}.`;
  return {
    to: input.to,
    subject: `${input.clientName} ${input.change} their appointment`,
    kind: `booking-${input.change}`,
    artistId: input.artistId,
    attachments: input.invite ? [input.invite] : [],
    ...compose([what, { link: `${input.appUrl}/dashboard?tab=bookings`, label: 'Open your bookings' }]),
  };
}

/** To the artist when a deposit arrives for a hold that had already lapsed and was given away. */
export function lateDepositEmail(input: {
  to: string;
  artistId: string;
  bookingId: string;
  clientName: string;
  amount: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: `Refund needed: ${input.clientName}'s deposit arrived after their hold lapsed`,
    kind: 'deposit-late',
    artistId: input.artistId,
    dedupeKey: `deposit-late:${input.bookingId}`,
    ...compose([
      `${input.clientName} paid a deposit of ${input.amount}, but their held time had lapsed and was taken meanwhile.`,
      'Refund it from your Stripe dashboard, or offer them new times.',
    ]),
  };
}
