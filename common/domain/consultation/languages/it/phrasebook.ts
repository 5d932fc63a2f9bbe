import { MINIMUM_CLIENT_AGE } from '../../../../constants/limits.ts';
import type { BriefField } from '../../brief.ts';
import { type Phrasebook, type PhraseContext, pick } from '../../reply/phrasebook.ts';
import { saidHours } from '../../studio-answers/opening-hours.ts';
import { READING_WORDS } from './reading-words.ts';

const senzaDato = ({ artistName }: PhraseContext, cosa: string) =>
  `Non ho ${cosa} qui, quindi te lo confermerà ${artistName}.`;

/** Su cosa consiglia l'artista quando il cliente lo lascia a lui (decisione 018). */
const A_SCELTA: Partial<Record<BriefField, string>> = {
  idea: 'su come sviluppare l’idea',
  placement: 'su dove starebbe meglio',
  size: 'sulla dimensione',
  style: 'sullo stile',
  color: 'su colore o bianco e nero',
};

const INVITI: Readonly<Record<BriefField, string>> = {
  idea: 'Quando vuoi, dimmi che tatuaggio hai in mente.',
  style: "Se ti viene in mente uno stile, dimmi pure; altrimenti può deciderlo l'artista con te.",
  placement: 'Quando sai in quale parte del corpo andrà, dimmi pure.',
  size: 'Se hai in mente una dimensione indicativa, dimmi pure; in cm o grande come il palmo.',
  color: 'Dimmi più avanti se lo preferisci a colori o in bianco e nero.',
  budget: 'Se decidi una fascia di budget, dimmi pure.',
  references: 'Se trovi foto di riferimento, puoi allegarle quando vuoi.',
  timing: 'Se hai una data in mente, dimmi pure.',
  contact: 'Dimmi la migliore email o il numero di telefono per contattarti.',
};

/** Issue #23: replies to clients who write in Italian, whatever the tone (one warm register, "tu" as in DMs). */
export const ITALIAN: Phrasebook = {
  welcome: ['Ti aiuto volentieri!', 'Grazie per averci scritto!'],
  acknowledge: (_details, { turn }) => pick(['Perfetto, annotato!', 'Ottimo, ricevuto.', 'Capito.'], turn),
  thanksForReferences: 'Grazie per i riferimenti, aiutano molto.',
  thanksForContact: 'Grazie, ho annotato come contattarti.',
  underAge: (minimumAge, { artistName }) =>
    `Grazie mille per averci scritto! ${artistName} tatua solo persone dai ${minimumAge} anni in su, quindi non posso ancora organizzarlo. Sarò felice di aiutarti quando avrai ${minimumAge} anni.`,
  styleNotOffered: (_requested, offered, alternative, { artistName }) =>
    `Per essere sincero, ${artistName} lavora soprattutto ${offered}, quindi quello stile non lo offre.${
      alternative ? ` Un’alternativa possibile: una versione ${alternative} della tua idea.` : ''
    }`,
  budgetBelowMinimum: (minimum, budget, { artistName }) =>
    `Giusto per sapere: il minimo di ${artistName} per un pezzo è ${minimum}, quindi ${budget} è sotto. Se puoi arrivare un po’ più su, continuiamo volentieri.`,
  priceAnswer: (consultationPrice, minimumPrice, { artistName }) =>
    [
      `${artistName} fa il preventivo di ogni pezzo dopo aver visto il progetto, quindi qui non posso darti un prezzo.`,
      consultationPrice && `La consulenza costa ${consultationPrice}.`,
      minimumPrice && `Il minimo per un pezzo è ${minimumPrice}.`,
    ]
      .filter(Boolean)
      .join(' '),
  availabilityAnswer: ({ artistName }) =>
    `Da qui non vedo l’agenda, quindi ${artistName} ti confermerà le date direttamente.`,
  styleOffered: (style, { artistName }) => `Sì, ${artistName} fa ${style}.`,
  stylesAnswer: (styles, { artistName }) =>
    styles
      ? `${artistName} lavora ${styles}.`
      : `${artistName} ti dirà quale stile si adatta meglio alla tua idea.`,
  artistRule: (rule, { artistName }) => `Una regola di ${artistName}: "${rule}"`,
  showcase: (hasPortfolio, hasConcept, { artistName }) => {
    if (hasPortfolio && hasConcept)
      return `Ecco alcuni lavori di ${artistName} in questa direzione, e una bozza di concept per immaginarlo.`;
    return hasPortfolio
      ? `Ecco alcuni lavori di ${artistName} in questa direzione.`
      : 'Ho preparato una bozza di concept per aiutarti a immaginarlo.';
  },
  saveOffer: ({ artistName }) =>
    `Ho abbastanza informazioni da passare a ${artistName}: tocca Save Conversation quando vuoi.`,
  allSet: ({ artistName }) =>
    `È tutto quello che serve a ${artistName}. Tocca Save Conversation e ${artistName} ti ricontatterà.`,
  handedOff: ({ artistName }) =>
    `È tutto quello che serve a ${artistName}: ho passato la tua idea e riceverai la risposta proprio qui.`,
  questions: {
    idea: ({ isLettering }) =>
      isLettering ? 'Cosa vorresti che ci fosse scritto?' : 'Che idea hai in mente per il tatuaggio?',
    style: ({ artistName, artistStyles }) =>
      `${artistStyles ? `${artistName} lavora ${artistStyles}. ` : ''}Quale stile ti piace di più?`,
    placement: () => 'In quale parte del corpo lo vorresti, e da che lato?',
    size: () => 'Di che dimensione lo immagini, in cm (o tipo grande come il palmo)?',
    color: () => 'Lo vuoi a colori, o in bianco e nero?',
    budget: () => 'Hai un budget in mente? Va bene anche una fascia.',
    references: ({ isCoverUp }) =>
      isCoverUp
        ? 'Puoi allegare una foto nitida del tatuaggio da coprire?'
        : 'Hai foto o immagini di riferimento? Puoi allegarle qui.',
    timing: () => 'Quando ti piacerebbe farlo?',
    contact: () => 'Qual è la migliore email o il numero di telefono per contattarti?',
  },
  desk: {
    noted: ['Annotato, grazie.', 'Perfetto, ricevuto.', 'Va bene, annotato.'],
    empathy: {
      memorial:
        'Mi dispiace tanto per la tua perdita. Un tatuaggio in sua memoria è un modo bellissimo per portarlo con te, e lo tratteremo con tutta la cura possibile.',
      regret:
        'È del tutto comprensibile, e non sei l’unico. Le coperture fanno parte del lavoro quotidiano di un tatuatore.',
      scar: 'Grazie per la fiducia, nessun giudizio. Lavorare su una cicatrice si pianifica con calma, e l’artista controllerà prima la pelle con te.',
      hardship:
        'Mi dispiace tanto che tu stia passando tutto questo, e grazie per avermelo detto: non devi scusarti. Non c’è nessuna fretta, e ce ne prenderemo cura.',
    },
    redirect: ({ artistName }) => `Qui posso aiutarti solo a progettare un tatuaggio con ${artistName}.`,
    abuse: ({ artistName }) =>
      `Mi dispiace che sia stato frustrante. Se preferisci parlare direttamente con ${artistName}, dimmelo e mi assicuro che il tuo messaggio arrivi.`,
    planHandover: ({ artistName }) => `Grazie! ${artistName} ti risponderà personalmente.`,
    bookedClientHandoff: (isSavedAsItGoes, { artistName }) =>
      isSavedAsItGoes
        ? `Grazie per avermelo detto. Lo passo a ${artistName}, che ti risponderà a riguardo qui.`
        : `Grazie per avermelo detto. Tocca Save Conversation e ${artistName} ti risponderà a riguardo di persona.`,
    humanHandoff: (isSavedAsItGoes, { artistName }) =>
      isSavedAsItGoes
        ? `Certo! Ho avvisato ${artistName}, che ti risponderà qui di persona.`
        : `Certo! Avviso ${artistName} che preferisci parlare di persona: tocca Save Conversation e riceverai una risposta personale.`,
    afterAllSet: ({ artistName }) => `Figurati! ${artistName} ti risponderà appena salvi la conversazione.`,
    fanThanks: ({ artistName }) => `Grazie mille! Mi assicuro che ${artistName} lo sappia.`,
    withdrawal: () =>
      "Nessun problema, non c'è nessuna fretta. Quando vorrai riprendere, scrivimi qui e ripartiamo da dove eravamo rimasti.",
    stillHere: () => 'Sono ancora qui! Quando vuoi, dimmi che tatuaggio ti piacerebbe fare.',
    askAge: () => 'Una domanda veloce prima di passarlo: hai 18 anni o più?',
    underAgeAgain: (minimumAge, { artistName }) =>
      `Ti capisco, ma ${artistName} tatua solo persone dai ${minimumAge} anni in su. Ti aiuterò volentieri quando li avrai.`,
    underAgeForSomeone: (minimumAge, isRepeat, { artistName }) =>
      isRepeat
        ? `Capisco, ma ${artistName} tatua solo persone dai ${minimumAge} anni in su, anche con il consenso dei genitori.`
        : `Grazie per aver chiesto! ${artistName} tatua solo persone dai ${minimumAge} anni in su, anche con il consenso dei genitori, quindi per ora non posso prenotarlo. Sarò felice di aiutare a pianificarlo dai ${minimumAge} anni.`,
    budgetMeetsMinimum: (minimum, budget, { artistName }) =>
      `${budget} è sopra il minimo di ${artistName} (${minimum}), quindi basta per iniziare; il prezzo finale arriva quando il disegno è definito.`,
    underAgeSoon: (minimumAge, { artistName }) =>
      `Buon compleanno in anticipo! ${artistName} tatua solo dai ${minimumAge} anni, quindi l’appuntamento dovrà essere dopo il tuo diciottesimo compleanno, con un documento d’identità quel giorno. Scrivimi quando avrai ${minimumAge} anni e ti aiuto a prenotare una data.`,
    studio: {
      walk_ins: (context) => {
        const walkIns = context.studio.intake?.takesWalkIns;
        if (walkIns === true)
          return `Sì, ${context.artistName} accetta anche senza appuntamento quando c’è un posto libero, anche se prenotare è la cosa più sicura.`;
        if (walkIns === false) return `${context.artistName} lavora solo su appuntamento.`;
        return senzaDato(context, 'le informazioni sugli ingressi senza appuntamento');
      },
      cover_ups: (context) => {
        const coverUps = context.studio.intake?.takesCoverUps;
        if (coverUps === true)
          return `Sì, ${context.artistName} fa cover-up: una foto nitida del vecchio tatuaggio aiuta a progettarlo.`;
        if (coverUps === false)
          return `${context.artistName} non fa cover-up, quindi per questo servirebbe forse uno specialista.`;
        return senzaDato(context, 'le informazioni sui cover-up');
      },
      flash: (context) => {
        const flash = context.studio.intake?.doesFlash;
        if (flash === true) return `Sì, ${context.artistName} fa flash oltre ai pezzi personalizzati.`;
        if (flash === false) return `${context.artistName} fa solo pezzi personalizzati, niente flash.`;
        return senzaDato(context, 'le informazioni sui flash disponibili');
      },
      deposit: (context) => {
        // The artist's own words, quoted: they wrote them in their language, not always the reply's.
        const policy = context.studio.intake?.depositPolicy;
        return policy ? `Per l’acconto: «${policy}»` : senzaDato(context, 'i dettagli dell’acconto');
      },
      location: (context) => {
        const location = context.studio.intake?.studioLocation;
        return location
          ? `Lo studio si trova qui: ${location}.`
          : senzaDato(context, 'l’indirizzo dello studio');
      },
      hours: (context) => {
        const said = saidHours(context.studio.openingHours, READING_WORDS.dayNames, (row) =>
          row.last
            ? `dal ${row.first} al ${row.last}, dalle ${row.opens} alle ${row.closes}`
            : `il ${row.first} dalle ${row.opens} alle ${row.closes}`,
        );
        const hours = said ?? context.studio.intake?.studioHours;
        return hours ? `Orari dello studio: ${hours}.` : senzaDato(context, 'gli orari dello studio');
      },
      age_policy: ({ artistName, studio }) =>
        studio.intake?.agePolicy
          ? `La regola sull’età di ${artistName}: ${studio.intake.agePolicy}.`
          : `${artistName} tatua solo clienti dai ${MINIMUM_CLIENT_AGE} anni in su.`,
      send_pictures: ({ artistName }) =>
        `Certo! Allegala qui con il pulsante immagine e ${artistName} la vedrà insieme alla tua richiesta.`,
      assistant: ({ artistName }) =>
        `Sono l'assistente di ${artistName}, un assistente automatico: prendo nota della tua idea così ti arriva una risposta con tutto sotto mano. ${artistName} legge ogni conversazione e, se preferisci parlare direttamente, dimmelo pure.`,
      booking: ({ artistName, studio }) =>
        studio.booksInApp
          ? `La prenotazione si fa qui: una volta salvata la richiesta, ${artistName} ti manda degli orari tra cui scegliere e confermi il tuo.`
          : studio.bookingUrl
            ? `Puoi prenotare con ${artistName} qui: ${studio.bookingUrl}`
            : `Raccontami qui la tua idea e ${artistName} ti contatterà per prenotare.`,
    },
    companion: (kind, { artistName, studio, turn }) => {
      const policy = studio.intake?.agePolicy
        ? ` La regola sull’età di ${artistName}: ${studio.intake.agePolicy}.`
        : '';
      if (kind === 'along')
        return pick(
          ['Certo, puoi venire con qualcuno che ti accompagni.', 'Nessun problema, può accompagnarti.'],
          turn,
        );
      if (kind === 'wants-one')
        return `Può prenotare anche lei o lui: chi si tatua deve avere ${MINIMUM_CLIENT_AGE} anni o più, e può scrivere a ${artistName} per il proprio pezzo.${policy}`;
      return `Può accompagnarti, ma ${artistName} tatua solo dai ${MINIMUM_CLIENT_AGE} anni, quindi per ora niente tatuaggio per questa persona.${policy}`;
    },
    languagesAnswer: (isSpoken) =>
      isSpoken
        ? 'Sì, certo: possiamo continuare in italiano.'
        : 'Scrivo in italiano, inglese, spagnolo, portoghese, francese e tedesco: scegli quella che preferisci.',
    pictureArrival: (received, { artistName }) =>
      received
        ? `Sì, è arrivata: ${artistName} la vedrà insieme alla tua richiesta.`
        : `Qui non vedo ancora nessuna immagine: prova ad allegarla di nuovo (va bene anche un link) e ${artistName} la vedrà con la tua richiesta.`,
    asMentioned: (sentences) => `Come ti dicevo, ${sentences}`,
    booksClosed: ({ artistName }) =>
      `L’agenda di ${artistName} al momento è chiusa, ma posso inserirti nella lista d’attesa così ti avvisiamo quando riapre.`,
    coverUpsNotTaken: ({ artistName }) =>
      `Per essere sincero, ${artistName} non fa coperture, quindi forse ti serve uno specialista.`,
    styleOptions: (options, { artistName }) =>
      `Nessun problema! Per un’idea così, ${artistName} lavora spesso ${options}: ti piace uno di questi stili, o preferisci lasciare lo stile aperto?`,
    soleStyle: (style, { artistName }) =>
      `Nessun problema! ${artistName} lavora in stile ${style}, quindi è già deciso.`,
    sizeOptions: () =>
      'Nessun problema! Come dimensione, lo immagini piccolo (circa 5 cm), grande come il palmo o più grande, tipo metà avambraccio?',
    placementOptions: () =>
      'Tranquillo! Avambraccio, braccio o polpaccio sono buoni punti da cui partire: ti convince uno di questi, o preferisci un’altra zona del corpo?',
    sizeAdvice: ({ minCm, maxCm }, { artistName }) =>
      `In quella zona la maggior parte dei pezzi misura circa ${minCm}–${maxCm} cm; ${artistName} può regolare la misura durante la consulenza.`,
    leftToArtist: (field, { artistName }) =>
      `Va bene: ${artistName} ti consiglierà ${A_SCELTA[field] ?? 'su questo'} durante la consulenza.`,
    ideaOptions: (options) =>
      `Nessun problema, molti clienti iniziano così! Ti attira qualcosa come ${options}, o c’è un soggetto che ami?`,
    invite: (field) => INVITI[field],
    nextStep: ({ studio }) =>
      studio.intake?.booksStatus && studio.intake.booksStatus !== 'open'
        ? `Salvandola entri nella lista d’attesa.`
        : studio.booksInApp
          ? `Poi riceverai degli orari tra cui scegliere.`
          : studio.bookingUrl
            ? `Puoi anche prenotare direttamente dalla pagina di prenotazione: ${studio.bookingUrl}`
            : '',
  },
};
