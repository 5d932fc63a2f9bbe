import type { AnswerLanguage } from '#common/contracts/studio-answers.ts';

/**
 * The request page's healed-photo section (decision 065) in every language the page speaks: a Record over the
 * languages, so one missing fails tsc as the page's main catalogue does (decision 051).
 */
export interface HealedPhotoWords {
  heading: string;
  ask(artist: string): string;
  choose: string;
  uploading: string;
  thanks(artist: string): string;
  shared(count: number): string;
  more: string;
  full: string;
  failed: string;
}

export const HEALED_PHOTO_WORDS: Readonly<Record<AnswerLanguage, HealedPhotoWords>> = {
  en: {
    heading: 'Your healed tattoo',
    ask: (artist) =>
      `Once it has healed (about four weeks after your session), share a photo with ${artist}: in daylight, the whole tattoo in the frame.`,
    choose: 'Share a photo',
    uploading: 'Sending your photo…',
    thanks: (artist) => `Thank you! ${artist} can see your photo now.`,
    shared: (count) => (count === 1 ? 'You have shared 1 photo.' : `You have shared ${count} photos.`),
    more: 'Share another',
    full: 'You have shared as many photos as this page takes. Thank you!',
    failed: 'Your photo could not be sent. Please try again.',
  },
  es: {
    heading: 'Tu tatuaje cicatrizado',
    ask: (artist) =>
      `Cuando haya cicatrizado (unas cuatro semanas después de tu sesión), comparte una foto con ${artist}: con luz de día y con todo el tatuaje en la imagen.`,
    choose: 'Compartir una foto',
    uploading: 'Enviando tu foto…',
    thanks: (artist) => `¡Gracias! ${artist} ya puede ver tu foto.`,
    shared: (count) => (count === 1 ? 'Has compartido 1 foto.' : `Has compartido ${count} fotos.`),
    more: 'Compartir otra',
    full: 'Ya has compartido todas las fotos que admite esta página. ¡Gracias!',
    failed: 'No se ha podido enviar tu foto. Inténtalo de nuevo.',
  },
  pt: {
    heading: 'Sua tatuagem cicatrizada',
    ask: (artist) =>
      `Quando estiver cicatrizada (umas quatro semanas depois da sua sessão), compartilhe uma foto com ${artist}: com luz do dia e a tatuagem inteira na imagem.`,
    choose: 'Compartilhar uma foto',
    uploading: 'Enviando sua foto…',
    thanks: (artist) => `Obrigado! ${artist} já pode ver sua foto.`,
    shared: (count) => (count === 1 ? 'Você compartilhou 1 foto.' : `Você compartilhou ${count} fotos.`),
    more: 'Compartilhar outra',
    full: 'Você já compartilhou todas as fotos que esta página aceita. Obrigado!',
    failed: 'Não foi possível enviar sua foto. Tente de novo.',
  },
  fr: {
    heading: 'Ton tatouage cicatrisé',
    ask: (artist) =>
      `Une fois cicatrisé (environ quatre semaines après ta séance), partage une photo avec ${artist} : à la lumière du jour, le tatouage en entier dans le cadre.`,
    choose: 'Partager une photo',
    uploading: 'Envoi de ta photo…',
    thanks: (artist) => `Merci ! ${artist} peut voir ta photo maintenant.`,
    shared: (count) => (count === 1 ? 'Tu as partagé 1 photo.' : `Tu as partagé ${count} photos.`),
    more: 'En partager une autre',
    full: 'Tu as partagé autant de photos que cette page en accepte. Merci !',
    failed: "Ta photo n'a pas pu être envoyée. Réessaie.",
  },
  de: {
    heading: 'Dein abgeheiltes Tattoo',
    ask: (artist) =>
      `Wenn es abgeheilt ist (etwa vier Wochen nach deinem Termin), teil ein Foto mit ${artist}: bei Tageslicht, das ganze Tattoo im Bild.`,
    choose: 'Foto teilen',
    uploading: 'Dein Foto wird gesendet…',
    thanks: (artist) => `Danke! ${artist} kann dein Foto jetzt sehen.`,
    shared: (count) => (count === 1 ? 'Du hast 1 Foto geteilt.' : `Du hast ${count} Fotos geteilt.`),
    more: 'Noch eins teilen',
    full: 'Du hast so viele Fotos geteilt, wie diese Seite annimmt. Danke!',
    failed: 'Dein Foto konnte nicht gesendet werden. Versuch es noch einmal.',
  },
  it: {
    heading: 'Il tuo tatuaggio guarito',
    ask: (artist) =>
      `Quando sarà guarito (circa quattro settimane dopo la tua sessione), condividi una foto con ${artist}: alla luce del giorno, con tutto il tatuaggio nell'inquadratura.`,
    choose: 'Condividi una foto',
    uploading: 'Invio della foto…',
    thanks: (artist) => `Grazie! ${artist} ora può vedere la tua foto.`,
    shared: (count) => (count === 1 ? 'Hai condiviso 1 foto.' : `Hai condiviso ${count} foto.`),
    more: "Condividine un'altra",
    full: 'Hai condiviso tutte le foto che questa pagina accetta. Grazie!',
    failed: 'Non è stato possibile inviare la tua foto. Riprova.',
  },
};
