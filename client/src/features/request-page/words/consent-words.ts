import type { AnswerLanguage } from '#common/contracts/studio-answers.ts';

/**
 * The consent signing page's words (issue #26 item 4), in the client's language like the rest of their page
 * (decision 051). The statements and questions are the artist's, shown as written (or the default form in this
 * language); only the frame around them is here.
 */
export interface ConsentPageWords {
  title: string;
  heading(artist: string): string;
  intro(time: string): string;
  aboutYou: string;
  fullName: string;
  dateOfBirth: string;
  dateOfBirthHint(minimumAge: number): string;
  underAge(minimumAge: number): string;
  acknowledgements: string;
  acknowledgementsHint: string;
  mustTick: string;
  medical: string;
  medicalHint: string;
  yes: string;
  no: string;
  detail: string;
  mustAnswer: string;
  idPhoto: string;
  idPhotoHint: string;
  idPhotoChosen(name: string): string;
  idPhotoMissing: string;
  idPhotoBad: string;
  signature: string;
  signatureLabel: string;
  signatureHint: string;
  clear: string;
  signatureMissing: string;
  required: string;
  submit: string;
  submitting: string;
  fixBelow: string;
  signedTitle: string;
  signedBody(artist: string, when: string): string;
  formChanged: string;
  cancelled: string;
  failed: string;
}

const EN: ConsentPageWords = {
  title: 'Consent form',
  heading: (artist) => `Consent form for ${artist}`,
  intro: (time) => `For your session on ${time}. It takes two minutes; you can do it on your phone.`,
  aboutYou: 'About you',
  fullName: 'Full name',
  dateOfBirth: 'Date of birth',
  dateOfBirthHint: (age) => `You must be at least ${age} to be tattooed.`,
  underAge: (age) => `You must be at least ${age} to be tattooed. This date of birth is under ${age}.`,
  acknowledgements: 'Please confirm',
  acknowledgementsHint: 'Tick each statement.',
  mustTick: 'Tick this statement to sign.',
  medical: 'Health questions',
  medicalHint: 'Only your artist sees your answers.',
  yes: 'Yes',
  no: 'No',
  detail: 'Details (optional)',
  mustAnswer: 'Answer yes or no.',
  idPhoto: 'Photo of your ID',
  idPhotoHint: 'A passport, ID card or driving licence showing your date of birth.',
  idPhotoChosen: (name) => `Chosen: ${name}`,
  idPhotoMissing: 'Add a photo of your ID.',
  idPhotoBad: 'This photo could not be read. Try another one.',
  signature: 'Your signature',
  signatureLabel: 'Signature pad: draw your signature',
  signatureHint: 'Draw your signature in the box with your finger.',
  clear: 'Clear',
  signatureMissing: 'Draw your signature.',
  required: 'Fill this in.',
  submit: 'Sign the form',
  submitting: 'Signing…',
  fixBelow: 'Some answers need a look: see the fields marked below.',
  signedTitle: 'Signed. Thank you!',
  signedBody: (artist, when) => `${artist} has your signed consent form (signed ${when}).`,
  formChanged: 'The artist changed this form meanwhile. Reload the page to sign the new one.',
  cancelled: 'This appointment was cancelled: there is nothing to sign.',
  failed: 'Something went wrong. Please try again.',
};

const ES: ConsentPageWords = {
  title: 'Consentimiento',
  heading: (artist) => `Consentimiento para ${artist}`,
  intro: (time) => `Para tu sesión del ${time}. Son dos minutos y puedes hacerlo desde el móvil.`,
  aboutYou: 'Tus datos',
  fullName: 'Nombre completo',
  dateOfBirth: 'Fecha de nacimiento',
  dateOfBirthHint: (age) => `Debes tener al menos ${age} años para tatuarte.`,
  underAge: (age) =>
    `Debes tener al menos ${age} años para tatuarte. Esta fecha de nacimiento es de menos de ${age}.`,
  acknowledgements: 'Confirma, por favor',
  acknowledgementsHint: 'Marca cada afirmación.',
  mustTick: 'Marca esta afirmación para firmar.',
  medical: 'Preguntas de salud',
  medicalHint: 'Solo tu artista ve tus respuestas.',
  yes: 'Sí',
  no: 'No',
  detail: 'Detalles (opcional)',
  mustAnswer: 'Responde sí o no.',
  idPhoto: 'Foto de tu documento',
  idPhotoHint: 'Pasaporte, DNI o carné de conducir donde se vea tu fecha de nacimiento.',
  idPhotoChosen: (name) => `Elegida: ${name}`,
  idPhotoMissing: 'Añade una foto de tu documento.',
  idPhotoBad: 'No se pudo leer esta foto. Prueba con otra.',
  signature: 'Tu firma',
  signatureLabel: 'Recuadro de firma: dibuja tu firma',
  signatureHint: 'Dibuja tu firma en el recuadro con el dedo.',
  clear: 'Borrar',
  signatureMissing: 'Dibuja tu firma.',
  required: 'Rellena este campo.',
  submit: 'Firmar',
  submitting: 'Firmando…',
  fixBelow: 'Revisa las respuestas marcadas abajo.',
  signedTitle: 'Firmado. ¡Gracias!',
  signedBody: (artist, when) => `${artist} ya tiene tu consentimiento firmado (firmado el ${when}).`,
  formChanged: 'El artista ha cambiado este formulario. Recarga la página para firmar el nuevo.',
  cancelled: 'Esta cita se canceló: no hay nada que firmar.',
  failed: 'Algo ha fallado. Inténtalo de nuevo.',
};

const PT: ConsentPageWords = {
  title: 'Consentimento',
  heading: (artist) => `Consentimento para ${artist}`,
  intro: (time) => `Para a tua sessão de ${time}. São dois minutos e podes fazê-lo no telemóvel.`,
  aboutYou: 'Os teus dados',
  fullName: 'Nome completo',
  dateOfBirth: 'Data de nascimento',
  dateOfBirthHint: (age) => `Tens de ter pelo menos ${age} anos para seres tatuado.`,
  underAge: (age) =>
    `Tens de ter pelo menos ${age} anos para seres tatuado. Esta data de nascimento é de menos de ${age}.`,
  acknowledgements: 'Confirma, por favor',
  acknowledgementsHint: 'Marca cada afirmação.',
  mustTick: 'Marca esta afirmação para assinar.',
  medical: 'Perguntas de saúde',
  medicalHint: 'Só o teu artista vê as tuas respostas.',
  yes: 'Sim',
  no: 'Não',
  detail: 'Detalhes (opcional)',
  mustAnswer: 'Responde sim ou não.',
  idPhoto: 'Foto do teu documento',
  idPhotoHint: 'Passaporte, cartão de cidadão ou carta de condução com a tua data de nascimento.',
  idPhotoChosen: (name) => `Escolhida: ${name}`,
  idPhotoMissing: 'Adiciona uma foto do teu documento.',
  idPhotoBad: 'Não foi possível ler esta foto. Experimenta outra.',
  signature: 'A tua assinatura',
  signatureLabel: 'Quadro de assinatura: desenha a tua assinatura',
  signatureHint: 'Desenha a tua assinatura no quadro com o dedo.',
  clear: 'Apagar',
  signatureMissing: 'Desenha a tua assinatura.',
  required: 'Preenche este campo.',
  submit: 'Assinar',
  submitting: 'A assinar…',
  fixBelow: 'Revê as respostas assinaladas abaixo.',
  signedTitle: 'Assinado. Obrigado!',
  signedBody: (artist, when) => `${artist} já tem o teu consentimento assinado (assinado a ${when}).`,
  formChanged: 'O artista alterou este formulário. Recarrega a página para assinar o novo.',
  cancelled: 'Esta marcação foi cancelada: não há nada para assinar.',
  failed: 'Algo correu mal. Tenta outra vez.',
};

const FR: ConsentPageWords = {
  title: 'Formulaire de consentement',
  heading: (artist) => `Formulaire de consentement pour ${artist}`,
  intro: (time) => `Pour ta séance du ${time}. Deux minutes suffisent, depuis ton téléphone.`,
  aboutYou: 'Toi',
  fullName: 'Nom complet',
  dateOfBirth: 'Date de naissance',
  dateOfBirthHint: (age) => `Il faut avoir au moins ${age} ans pour être tatoué.`,
  underAge: (age) =>
    `Il faut avoir au moins ${age} ans pour être tatoué. Cette date de naissance donne moins de ${age} ans.`,
  acknowledgements: 'Merci de confirmer',
  acknowledgementsHint: 'Coche chaque déclaration.',
  mustTick: 'Coche cette déclaration pour signer.',
  medical: 'Questions de santé',
  medicalHint: 'Seul ton artiste voit tes réponses.',
  yes: 'Oui',
  no: 'Non',
  detail: 'Précisions (facultatif)',
  mustAnswer: 'Réponds oui ou non.',
  idPhoto: 'Photo de ta pièce d’identité',
  idPhotoHint: 'Passeport, carte d’identité ou permis de conduire où figure ta date de naissance.',
  idPhotoChosen: (name) => `Choisie : ${name}`,
  idPhotoMissing: 'Ajoute une photo de ta pièce d’identité.',
  idPhotoBad: 'Cette photo n’a pas pu être lue. Essaie une autre.',
  signature: 'Ta signature',
  signatureLabel: 'Zone de signature : dessine ta signature',
  signatureHint: 'Dessine ta signature dans le cadre avec le doigt.',
  clear: 'Effacer',
  signatureMissing: 'Dessine ta signature.',
  required: 'Remplis ce champ.',
  submit: 'Signer',
  submitting: 'Signature…',
  fixBelow: 'Certaines réponses sont à revoir : vois les champs signalés.',
  signedTitle: 'Signé. Merci !',
  signedBody: (artist, when) => `${artist} a reçu ton formulaire signé (signé le ${when}).`,
  formChanged: 'L’artiste a modifié ce formulaire entre-temps. Recharge la page pour signer le nouveau.',
  cancelled: 'Ce rendez-vous a été annulé : il n’y a rien à signer.',
  failed: 'Une erreur est survenue. Réessaie.',
};

const DE: ConsentPageWords = {
  title: 'Einverständniserklärung',
  heading: (artist) => `Einverständniserklärung für ${artist}`,
  intro: (time) => `Für deinen Termin am ${time}. Das dauert zwei Minuten und geht am Handy.`,
  aboutYou: 'Zu dir',
  fullName: 'Vollständiger Name',
  dateOfBirth: 'Geburtsdatum',
  dateOfBirthHint: (age) => `Für ein Tattoo musst du mindestens ${age} sein.`,
  underAge: (age) =>
    `Für ein Tattoo musst du mindestens ${age} sein. Mit diesem Geburtsdatum bist du jünger als ${age}.`,
  acknowledgements: 'Bitte bestätige',
  acknowledgementsHint: 'Hake jede Aussage ab.',
  mustTick: 'Hake diese Aussage ab, um zu unterschreiben.',
  medical: 'Gesundheitsfragen',
  medicalHint: 'Nur dein Artist sieht deine Antworten.',
  yes: 'Ja',
  no: 'Nein',
  detail: 'Details (optional)',
  mustAnswer: 'Antworte mit Ja oder Nein.',
  idPhoto: 'Foto deines Ausweises',
  idPhotoHint: 'Reisepass, Personalausweis oder Führerschein mit deinem Geburtsdatum.',
  idPhotoChosen: (name) => `Gewählt: ${name}`,
  idPhotoMissing: 'Füge ein Foto deines Ausweises hinzu.',
  idPhotoBad: 'Dieses Foto ließ sich nicht lesen. Versuch ein anderes.',
  signature: 'Deine Unterschrift',
  signatureLabel: 'Unterschriftenfeld: unterschreibe hier',
  signatureHint: 'Unterschreibe mit dem Finger im Feld.',
  clear: 'Löschen',
  signatureMissing: 'Unterschreibe im Feld.',
  required: 'Bitte ausfüllen.',
  submit: 'Unterschreiben',
  submitting: 'Wird unterschrieben…',
  fixBelow: 'Bitte sieh dir die markierten Angaben an.',
  signedTitle: 'Unterschrieben. Danke!',
  signedBody: (artist, when) => `${artist} hat deine unterschriebene Erklärung (unterschrieben am ${when}).`,
  formChanged:
    'Der Artist hat das Formular inzwischen geändert. Lade die Seite neu, um das neue zu unterschreiben.',
  cancelled: 'Dieser Termin wurde abgesagt: Es gibt nichts zu unterschreiben.',
  failed: 'Etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
};

const IT: ConsentPageWords = {
  title: 'Modulo di consenso',
  heading: (artist) => `Modulo di consenso per ${artist}`,
  intro: (time) => `Per la tua seduta del ${time}. Bastano due minuti, anche dal telefono.`,
  aboutYou: 'I tuoi dati',
  fullName: 'Nome e cognome',
  dateOfBirth: 'Data di nascita',
  dateOfBirthHint: (age) => `Devi avere almeno ${age} anni per tatuarti.`,
  underAge: (age) =>
    `Devi avere almeno ${age} anni per tatuarti. Con questa data di nascita hai meno di ${age} anni.`,
  acknowledgements: 'Conferma, per favore',
  acknowledgementsHint: 'Spunta ogni dichiarazione.',
  mustTick: 'Spunta questa dichiarazione per firmare.',
  medical: 'Domande sulla salute',
  medicalHint: 'Solo il tuo artista vede le risposte.',
  yes: 'Sì',
  no: 'No',
  detail: 'Dettagli (facoltativo)',
  mustAnswer: 'Rispondi sì o no.',
  idPhoto: 'Foto del documento',
  idPhotoHint: 'Passaporto, carta d’identità o patente con la tua data di nascita.',
  idPhotoChosen: (name) => `Scelta: ${name}`,
  idPhotoMissing: 'Aggiungi una foto del documento.',
  idPhotoBad: 'Non è stato possibile leggere questa foto. Provane un’altra.',
  signature: 'La tua firma',
  signatureLabel: 'Riquadro firma: disegna la tua firma',
  signatureHint: 'Disegna la tua firma nel riquadro con il dito.',
  clear: 'Cancella',
  signatureMissing: 'Disegna la tua firma.',
  required: 'Compila questo campo.',
  submit: 'Firma',
  submitting: 'Firma in corso…',
  fixBelow: 'Controlla le risposte segnate qui sotto.',
  signedTitle: 'Firmato. Grazie!',
  signedBody: (artist, when) => `${artist} ha il tuo modulo firmato (firmato il ${when}).`,
  formChanged:
    'L’artista ha modificato il modulo nel frattempo. Ricarica la pagina per firmare quello nuovo.',
  cancelled: 'Questo appuntamento è stato annullato: non c’è niente da firmare.',
  failed: 'Qualcosa è andato storto. Riprova.',
};

const CATALOGUES: Readonly<Record<AnswerLanguage, ConsentPageWords>> = {
  en: EN,
  es: ES,
  pt: PT,
  fr: FR,
  de: DE,
  it: IT,
};

/** The signing page's words in the client's language; English for any other. */
export function consentPageWords(language?: string): ConsentPageWords {
  const code = (language ?? navigator.language).slice(0, 2).toLowerCase();
  return (CATALOGUES as Record<string, ConsentPageWords>)[code] ?? EN;
}
