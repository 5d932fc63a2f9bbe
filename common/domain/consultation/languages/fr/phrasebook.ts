import { MINIMUM_CLIENT_AGE } from '../../../../constants/limits.ts';
import type { BriefField } from '../../brief.ts';
import { type Phrasebook, type PhraseContext, pick } from '../../reply/phrasebook.ts';
import { saidHours } from '../../studio-answers/opening-hours.ts';
import { READING_WORDS } from './reading-words.ts';

const sansInfo = ({ artistName }: PhraseContext, quoi: string) =>
  `Je n'ai pas ${quoi} ici, donc ${artistName} te le confirmera.`;

/** Ce que l'artiste conseille quand le client le lui laisse (décision 018). */
const AU_CHOIX: Partial<Record<BriefField, string>> = {
  idea: 'la façon de développer l’idée',
  placement: 'l’endroit où il rendrait le mieux',
  size: 'la taille',
  style: 'le style',
  color: 'la couleur ou le noir et gris',
};

const INVITATIONS: Readonly<Record<BriefField, string>> = {
  idea: 'Quand tu veux, dis-moi quel tatouage tu as en tête.',
  style: "Si un style te vient en tête, dis-moi ; sinon, l'artiste peut le choisir avec toi.",
  placement: 'Quand tu sauras à quel endroit du corps il ira, dis-moi.',
  size: 'Si tu as une taille approximative en tête, dis-moi ; en cm ou de la taille de la paume.',
  color: 'Dis-moi plus tard si tu le vois en couleur ou en noir et gris.',
  budget: 'Si tu fixes une fourchette de budget, dis-moi.',
  references: 'Si tu trouves des images de référence, tu peux les joindre quand tu veux.',
  timing: 'Si tu as une date en tête, dis-moi.',
  contact: 'Dis-moi le meilleur e-mail ou téléphone pour te joindre.',
};

/** Issue #23: replies to clients who write in French, whatever the tone (one warm register, "tu" as in DMs). */
export const FRENCH: Phrasebook = {
  welcome: ['Avec plaisir !', 'Merci pour ton message !'],
  acknowledge: (_details, { turn }) =>
    pick(['Parfait, c’est noté !', 'Super, c’est noté.', 'Compris.'], turn),
  thanksForReferences: 'Merci pour les références, ça aide beaucoup.',
  thanksForContact: 'Merci, j’ai noté comment te joindre.',
  underAge: (minimumAge, { artistName }) =>
    `Merci beaucoup pour ton message ! ${artistName} ne tatoue que les personnes de ${minimumAge} ans ou plus, donc je ne peux pas encore l’organiser. Je serai ravi de t’aider quand tu auras ${minimumAge} ans.`,
  styleNotOffered: (_requested, offered, alternative, { artistName }) =>
    `Pour être honnête, ${artistName} travaille surtout ${offered}, donc ce style-là ne fait pas partie de son travail.${
      alternative ? ` Une alternative possible : une version ${alternative} de ton idée.` : ''
    }`,
  budgetBelowMinimum: (minimum, budget, { artistName }) =>
    `Pour info, le minimum de ${artistName} pour une pièce est de ${minimum}, donc ${budget} est en dessous. Si tu peux monter un peu, on continue.`,
  priceAnswer: (consultationPrice, minimumPrice, { artistName }) =>
    [
      `${artistName} fixe le prix de chaque pièce après avoir vu le projet, donc je ne peux pas te donner de tarif ici.`,
      consultationPrice && `La consultation coûte ${consultationPrice}.`,
      minimumPrice && `Le minimum pour une pièce est de ${minimumPrice}.`,
    ]
      .filter(Boolean)
      .join(' '),
  availabilityAnswer: ({ artistName }) =>
    `Je ne vois pas l’agenda d’ici, donc ${artistName} te confirmera les dates directement.`,
  styleOffered: (style, { artistName }) => `Oui, ${artistName} fait du ${style}.`,
  stylesAnswer: (styles, { artistName }) =>
    styles
      ? `${artistName} travaille en ${styles}.`
      : `${artistName} te dira quel style convient le mieux à ton idée.`,
  artistRule: (rule, { artistName }) => `Une règle de ${artistName} : « ${rule} »`,
  showcase: (hasPortfolio, hasConcept, { artistName }) => {
    if (hasPortfolio && hasConcept)
      return `Voici quelques pièces de ${artistName} dans cet esprit, et une planche de concept pour te faire une idée.`;
    return hasPortfolio
      ? `Voici quelques pièces de ${artistName} dans cet esprit.`
      : 'J’ai préparé une planche de concept pour que tu puisses te faire une idée.';
  },
  saveOffer: ({ artistName }) =>
    `J’ai assez d’infos pour transmettre à ${artistName} : appuie sur Save Conversation quand tu es prêt.`,
  allSet: ({ artistName }) =>
    `C’est tout ce dont ${artistName} a besoin. Appuie sur Save Conversation et ${artistName} te recontactera.`,
  handedOff: ({ artistName }) =>
    `C’est tout ce dont ${artistName} a besoin : j’ai transmis ton idée, et tu auras la réponse ici même.`,
  questions: {
    idea: ({ isLettering }) =>
      isLettering
        ? 'Quels mots est-ce que tu veux faire écrire ?'
        : 'Quelle idée as-tu en tête pour le tatouage ?',
    style: ({ artistName, artistStyles }) =>
      `${artistStyles ? `${artistName} travaille en ${artistStyles}. ` : ''}Quel style te plaît le plus ?`,
    placement: () => 'À quel endroit du corps le veux-tu, et de quel côté ?',
    size: () => 'Quelle taille imagines-tu, en cm (ou par exemple de la taille de la paume) ?',
    color: () => 'Tu le veux en couleur, ou en noir et gris ?',
    budget: () => 'As-tu un budget en tête ? Une fourchette suffit.',
    references: ({ isCoverUp }) =>
      isCoverUp
        ? 'Peux-tu joindre une photo nette du tatouage à recouvrir ?'
        : 'As-tu des images de référence ? Tu peux les joindre ici.',
    timing: () => 'Quand aimerais-tu le faire ?',
    contact: () => 'Quel est le meilleur e-mail ou téléphone pour te joindre ?',
  },
  desk: {
    noted: ['C’est noté, merci.', 'Parfait, bien reçu.', 'D’accord, c’est noté.'],
    empathy: {
      memorial:
        'Je suis vraiment désolé pour ta perte. Un tatouage en sa mémoire est une belle façon de le garder près de toi, et on en prendra grand soin.',
      regret:
        'C’est tout à fait compréhensible, et tu es loin d’être le seul. Les recouvrements font partie du quotidien des tatoueurs.',
      scar: 'Merci de ta confiance, sans aucun jugement. Travailler sur une cicatrice se prépare en douceur, et l’artiste vérifiera la peau avec toi d’abord.',
      hardship:
        'Je suis vraiment désolé que tu traverses ça, et merci de me le confier : pas besoin de t’excuser. Il n’y a aucune urgence, et on en prendra soin.',
    },
    redirect: ({ artistName }) => `Ici, je peux seulement t’aider à préparer un tatouage avec ${artistName}.`,
    abuse: ({ artistName }) =>
      `Désolé que ce soit frustrant. Si tu préfères parler directement à ${artistName}, dis-le-moi et je m’assure que ton message lui parvienne.`,
    planHandover: ({ artistName }) => `Merci ! ${artistName} te répondra personnellement.`,
    bookedClientHandoff: (isSavedAsItGoes, { artistName }) =>
      isSavedAsItGoes
        ? `Merci de me prévenir. J’ai transmis à ${artistName}, qui te répondra à ce sujet ici.`
        : `Merci de me prévenir. Appuie sur Save Conversation et ${artistName} te répondra à ce sujet personnellement.`,
    humanHandoff: (isSavedAsItGoes, { artistName }) =>
      isSavedAsItGoes
        ? `Bien sûr ! J’ai prévenu ${artistName}, qui te répondra ici en personne.`
        : `Bien sûr ! Je préviens ${artistName} que tu préfères parler en personne : appuie sur Save Conversation et tu auras une réponse personnelle.`,
    afterAllSet: ({ artistName }) =>
      `Avec plaisir ! ${artistName} te recontactera dès que tu auras enregistré la conversation.`,
    fanThanks: ({ artistName }) => `Merci beaucoup ! Je vais m’assurer que ${artistName} le sache.`,
    withdrawal: () =>
      "Aucun souci, rien ne presse. Quand tu voudras reprendre, écris-moi ici et on repartira de là où on s'est arrêtés.",
    stillHere: () => 'Je suis toujours là ! Quand tu veux, dis-moi ce que tu aimerais te faire tatouer.',
    askAge: () => 'Une petite question avant de transmettre : as-tu 18 ans ou plus ?',
    underAgeAgain: (minimumAge, { artistName }) =>
      `Je comprends, mais ${artistName} ne tatoue que les personnes de ${minimumAge} ans ou plus. Je t’aiderai avec plaisir quand tu les auras.`,
    underAgeForSomeone: (minimumAge, isRepeat, { artistName }) =>
      isRepeat
        ? `Je comprends, mais ${artistName} ne tatoue que les personnes de ${minimumAge} ans ou plus, même avec l'accord des parents.`
        : `Merci de demander ! ${artistName} ne tatoue que les personnes de ${minimumAge} ans ou plus, même avec l'accord des parents, donc je ne peux pas encore le réserver. Je serai ravi d'aider à le préparer à ses ${minimumAge} ans.`,
    budgetMeetsMinimum: (minimum, budget, { artistName }) =>
      `${budget}, c’est au-dessus du minimum de ${artistName} (${minimum}), donc ça suffit pour commencer ; le prix final vient une fois le projet arrêté.`,
    underAgeSoon: (minimumAge, { artistName }) =>
      `Joyeux anniversaire en avance ! ${artistName} ne tatoue qu’à partir de ${minimumAge} ans, donc le rendez-vous devra être après tes ${minimumAge} ans, avec une pièce d’identité le jour même. Écris-moi quand tu auras ${minimumAge} ans et je t’aiderai à réserver une date.`,
    studio: {
      walk_ins: (context) => {
        const walkIns = context.studio.intake?.takesWalkIns;
        if (walkIns === true)
          return `Oui, ${context.artistName} prend les clients sans rendez-vous quand il y a un créneau libre, mais réserver reste le plus sûr.`;
        if (walkIns === false) return `${context.artistName} travaille uniquement sur rendez-vous.`;
        return sansInfo(context, 'la politique sans rendez-vous');
      },
      cover_ups: (context) => {
        const coverUps = context.studio.intake?.takesCoverUps;
        if (coverUps === true)
          return `Oui, ${context.artistName} fait des recouvrements : une photo nette de l'ancien tatouage aide à le préparer.`;
        if (coverUps === false)
          return `${context.artistName} ne fait pas de recouvrements, il faudra peut-être un spécialiste pour celui-ci.`;
        return sansInfo(context, 'la politique de l’artiste sur les recouvrements');
      },
      flash: (context) => {
        const flash = context.studio.intake?.doesFlash;
        if (flash === true)
          return `Oui, ${context.artistName} fait du flash en plus des pièces personnalisées.`;
        if (flash === false)
          return `${context.artistName} ne fait que des pièces personnalisées, pas de flash.`;
        return sansInfo(context, 'l’info sur le flash disponible');
      },
      deposit: (context) => {
        // The artist's own words, quoted: they wrote them in their language, not always the reply's.
        const policy = context.studio.intake?.depositPolicy;
        return policy ? `Pour l’acompte : « ${policy} »` : sansInfo(context, 'les détails de l’acompte');
      },
      location: (context) => {
        const location = context.studio.intake?.studioLocation;
        return location ? `Le studio se trouve ${location}.` : sansInfo(context, 'l’adresse du studio');
      },
      hours: (context) => {
        const said = saidHours(context.studio.openingHours, READING_WORDS.dayNames, (row) =>
          row.last
            ? `du ${row.first} au ${row.last}, de ${row.opens} à ${row.closes}`
            : `le ${row.first} de ${row.opens} à ${row.closes}`,
        );
        const hours = said ?? context.studio.intake?.studioHours;
        return hours ? `Horaires du studio : ${hours}.` : sansInfo(context, 'les horaires du studio');
      },
      age_policy: ({ artistName, studio }) =>
        studio.intake?.agePolicy
          ? `La règle d’âge de ${artistName} : ${studio.intake.agePolicy}.`
          : `${artistName} ne tatoue que les clients de ${MINIMUM_CLIENT_AGE} ans ou plus.`,
      send_pictures: ({ artistName }) =>
        `Bien sûr ! Joins-la ici avec le bouton image et ${artistName} la verra avec ta demande.`,
      assistant: ({ artistName }) =>
        `Je suis l'assistant de ${artistName}, un assistant automatique : je note ton idée pour qu'on te réponde avec tout en main. ${artistName} lit chaque conversation et, si tu préfères parler directement, dis-le-moi.`,
      booking: ({ artistName, studio }) =>
        studio.booksInApp
          ? `La réservation se fait ici : une fois ta demande enregistrée, ${artistName} t’envoie des créneaux au choix et tu confirmes le tien.`
          : studio.bookingUrl
            ? `Tu peux réserver avec ${artistName} ici : ${studio.bookingUrl}`
            : `Raconte-moi ton idée ici et ${artistName} te contactera pour réserver.`,
    },
    companion: (kind, { artistName, studio, turn }) => {
      const policy = studio.intake?.agePolicy
        ? ` La règle d’âge de ${artistName} : ${studio.intake.agePolicy}.`
        : '';
      if (kind === 'along')
        return pick(
          ['Bien sûr, tu peux venir accompagné.', 'Pas de souci, cette personne peut t’accompagner.'],
          turn,
        );
      if (kind === 'wants-one')
        return `Cette personne peut aussi réserver : il faut avoir ${MINIMUM_CLIENT_AGE} ans ou plus pour se faire tatouer, et elle peut écrire à ${artistName} pour sa propre pièce.${policy}`;
      return `Cette personne peut t’accompagner, mais ${artistName} ne tatoue qu’à partir de ${MINIMUM_CLIENT_AGE} ans, donc pas encore de tatouage pour elle.${policy}`;
    },
    languagesAnswer: (isSpoken) =>
      isSpoken
        ? 'Oui, bien sûr : on peut continuer en français.'
        : "J'écris en français, anglais, espagnol, portugais, allemand et italien : choisis ce qui te convient.",
    pictureArrival: (received, { artistName }) =>
      received
        ? `Oui, elle est bien arrivée : ${artistName} la verra avec ta demande.`
        : `Je ne vois pas encore d'image ici : essaie de la joindre à nouveau (un lien marche aussi) et ${artistName} la verra avec ta demande.`,
    asMentioned: (sentences) => `Comme je te disais, ${sentences}`,
    booksClosed: ({ artistName }) =>
      `L’agenda de ${artistName} est fermé pour le moment, mais je peux t’inscrire sur la liste d’attente pour que tu sois prévenu à la réouverture.`,
    coverUpsNotTaken: ({ artistName }) =>
      `Pour être honnête, ${artistName} ne fait pas de recouvrements, tu auras peut-être besoin d’un spécialiste.`,
    styleOptions: (options, { artistName }) =>
      `Pas de souci ! Pour une idée comme celle-ci, ${artistName} travaille souvent en ${options} : un de ces styles te plaît, ou tu préfères laisser le style ouvert ?`,
    soleStyle: (style, { artistName }) =>
      `Pas de souci ! ${artistName} travaille en ${style}, donc c’est déjà décidé.`,
    sizeOptions: () =>
      'Pas de souci ! Tu le vois plutôt petit (environ 5 cm), de la taille de la paume, ou plus grand, comme la moitié de l’avant-bras ?',
    placementOptions: () =>
      'Pas de stress ! L’avant-bras, le bras ou le mollet sont de bons endroits pour commencer : l’un d’eux te tente, ou tu préfères une autre zone ?',
    sizeAdvice: ({ minCm, maxCm }, { artistName }) =>
      `À cet endroit, la plupart des pièces font environ ${minCm} à ${maxCm} cm ; ${artistName} pourra ajuster la taille lors de la consultation.`,
    leftToArtist: (field, { artistName }) =>
      `Très bien : ${artistName} te conseillera sur ${AU_CHOIX[field] ?? 'ce point'} lors de la consultation.`,
    ideaOptions: (options) =>
      `Pas de souci, beaucoup de clients commencent comme ça ! Quelque chose comme ${options} te tente, ou il y a un motif que tu adores ?`,
    invite: (field) => INVITATIONS[field],
    nextStep: ({ studio }) =>
      studio.intake?.booksStatus && studio.intake.booksStatus !== 'open'
        ? `En l’enregistrant, tu rejoins la liste d’attente.`
        : studio.booksInApp
          ? `Ensuite, tu recevras des créneaux au choix.`
          : studio.bookingUrl
            ? `Tu peux aussi réserver directement sur la page de réservation : ${studio.bookingUrl}`
            : '',
  },
};
