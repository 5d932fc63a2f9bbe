import { MINIMUM_CLIENT_AGE } from '../../../../constants/limits.ts';
import type { BriefField } from '../../brief.ts';
import { type Phrasebook, type PhraseContext, pick } from '../../reply/phrasebook.ts';
import { saidHours } from '../../studio-answers/opening-hours.ts';
import { capitalize } from '../../text/capitalize.ts';
import { READING_WORDS } from './reading-words.ts';

const ohneAngabe = ({ artistName }: PhraseContext, was: string) =>
  `${was} habe ich hier nicht, deshalb bestätigt ${artistName} dir das.`;

/** Worin die Künstlerin oder der Künstler berät, wenn der Kunde es ihr überlässt (Entscheidung 018). */
const BERATUNG: Partial<Record<BriefField, string>> = {
  idea: 'die Umsetzung der Idee',
  placement: 'die beste Stelle',
  size: 'die Größe',
  style: 'den Stil',
  color: 'Farbe oder Schwarz-Grau',
};

const EINLADUNGEN: Readonly<Record<BriefField, string>> = {
  idea: 'Sag mir gern jederzeit, welches Tattoo du dir vorstellst.',
  style: 'Wenn dir ein Stil einfällt, sag mir Bescheid; sonst kann die Künstlerin das mit dir entscheiden.',
  placement: 'Sobald du weißt, an welche Körperstelle es soll, sag mir Bescheid.',
  size: 'Wenn du eine ungefähre Größe im Kopf hast, sag mir Bescheid; in cm oder etwa handflächengroß.',
  color: 'Sag mir später, ob du es lieber in Farbe oder in Schwarz-Grau möchtest.',
  budget: 'Wenn du dich auf einen Budgetrahmen festlegst, sag mir Bescheid.',
  references: 'Wenn du Referenzfotos findest, kannst du sie jederzeit anhängen.',
  timing: 'Wenn du ein Datum im Kopf hast, sag mir Bescheid.',
  contact: 'Sag mir die beste E-Mail-Adresse oder Telefonnummer, unter der ich dich erreiche.',
};

/** Issue #23: replies to clients who write in German, whatever the tone (one warm register, "du" as in DMs). */
export const GERMAN: Phrasebook = {
  welcome: ['Gerne helfe ich dir!', 'Danke für deine Nachricht!'],
  acknowledge: (_details, { turn }) => pick(['Perfekt, notiert!', 'Super, hab ich.', 'Verstanden.'], turn),
  thanksForReferences: 'Danke für die Referenzen, die helfen sehr.',
  thanksForContact: 'Danke, ich habe notiert, wie ich dich erreiche.',
  underAge: (minimumAge, { artistName }) =>
    `Vielen Dank für deine Nachricht! ${artistName} tätowiert nur Menschen ab ${minimumAge} Jahren, deshalb kann ich das noch nicht für dich planen. Ich helfe dir gern, sobald du ${minimumAge} bist.`,
  styleNotOffered: (_requested, offered, alternative, { artistName }) =>
    `Ehrlich gesagt arbeitet ${artistName} vor allem in ${offered}, dieser Stil gehört nicht zum Angebot.${
      alternative ? ` Möglich wäre stattdessen eine ${alternative}-Version deiner Idee.` : ''
    }`,
  budgetBelowMinimum: (minimum, budget, { artistName }) =>
    `Nur damit du es weißt: Das Minimum von ${artistName} für ein Motiv liegt bei ${minimum}, ${budget} liegt darunter. Wenn du etwas mehr einplanen kannst, machen wir gern weiter.`,
  priceAnswer: (consultationPrice, minimumPrice, { artistName }) =>
    [
      `${artistName} kalkuliert jedes Motiv erst nach dem Entwurf, deshalb kann ich dir hier keinen Preis nennen.`,
      consultationPrice && `Eine Beratung kostet ${consultationPrice}.`,
      minimumPrice && `Der Mindestpreis für ein Motiv liegt bei ${minimumPrice}.`,
    ]
      .filter(Boolean)
      .join(' '),
  availabilityAnswer: ({ artistName }) =>
    `Den Kalender sehe ich von hier aus nicht, deshalb bestätigt ${artistName} dir die Termine direkt.`,
  styleOffered: (style, { artistName }) => `Ja, ${artistName} macht ${style}.`,
  stylesAnswer: (styles, { artistName }) =>
    styles
      ? `${artistName} arbeitet in ${styles}.`
      : `${artistName} sagt dir, welcher Stil am besten zu deiner Idee passt.`,
  artistRule: (rule, { artistName }) => `Eine Regel von ${artistName}: „${rule}“`,
  showcase: (hasPortfolio, hasConcept, { artistName }) => {
    if (hasPortfolio && hasConcept)
      return `Hier sind ein paar Arbeiten von ${artistName} in diese Richtung, dazu ein grobes Konzeptboard zur Vorstellung.`;
    return hasPortfolio
      ? `Hier sind ein paar Arbeiten von ${artistName} in diese Richtung.`
      : 'Ich habe ein grobes Konzeptboard zusammengestellt, damit du es dir vorstellen kannst.';
  },
  saveOffer: ({ artistName }) =>
    `Ich habe genug, um es an ${artistName} weiterzugeben: Tippe auf Save Conversation, wann immer du bereit bist.`,
  allSet: ({ artistName }) =>
    `Das ist alles, was ${artistName} braucht. Tippe auf Save Conversation, und ${artistName} meldet sich bei dir.`,
  handedOff: ({ artistName }) =>
    `Das ist alles, was ${artistName} braucht: Ich habe deine Idee weitergegeben, und die Antwort kommt genau hier.`,
  questions: {
    idea: ({ isLettering }) =>
      isLettering ? 'Was soll dort stehen?' : 'Welche Idee hast du für das Tattoo?',
    style: ({ artistName, artistStyles }) =>
      `${artistStyles ? `${artistName} arbeitet in ${artistStyles}. ` : ''}Welcher Stil gefällt dir am besten?`,
    placement: () => 'An welcher Körperstelle möchtest du es, und auf welcher Seite?',
    size: () => 'Wie groß stellst du es dir ungefähr vor, in cm (oder zum Beispiel handflächengroß)?',
    color: () => 'Möchtest du es in Farbe, oder in Schwarz-Grau?',
    budget: () => 'Hast du eine Vorstellung vom Budget? Eine Spanne reicht.',
    references: ({ isCoverUp }) =>
      isCoverUp
        ? 'Kannst du ein scharfes Foto des Tattoos anhängen, das überdeckt werden soll?'
        : 'Hast du Referenzfotos oder Bilder? Du kannst sie hier anhängen.',
    timing: () => 'Wann möchtest du es stechen lassen?',
    contact: () => 'Unter welcher E-Mail-Adresse oder Telefonnummer erreiche ich dich am besten?',
  },
  desk: {
    noted: ['Notiert, danke.', 'Danke, hab ich.', 'Okay, notiert.'],
    empathy: {
      memorial:
        'Mein herzliches Beileid. Ein Erinnerungstattoo ist eine schöne Art, diesen Menschen bei dir zu tragen, und wir gehen sorgfältig damit um.',
      regret:
        'Das ist absolut verständlich, und du bist damit nicht allein. Cover-ups gehören zum Alltag von Tätowierern.',
      scar: 'Danke für dein Vertrauen, ganz ohne Wertung. Über eine Narbe zu tätowieren wird behutsam geplant, und zuerst schaut sich die Künstlerin die Haut mit dir an.',
      hardship:
        'Das tut mir wirklich leid, und danke, dass du das teilst: Du musst dich nicht entschuldigen. Hier gibt es keine Eile, und wir gehen behutsam damit um.',
    },
    redirect: ({ artistName }) =>
      `Ich kann dir hier nur bei der Planung eines Tattoos mit ${artistName} helfen.`,
    abuse: ({ artistName }) =>
      `Tut mir leid, dass das frustrierend war. Wenn du lieber direkt mit ${artistName} sprechen möchtest, sag es mir, und ich sorge dafür, dass deine Nachricht ankommt.`,
    planHandover: ({ artistName }) => `Danke! ${artistName} antwortet dir persönlich.`,
    bookedClientHandoff: (isSavedAsItGoes, { artistName }) =>
      isSavedAsItGoes
        ? `Danke, dass du Bescheid sagst. Ich frage ${artistName} dazu, du bekommst hier eine Antwort.`
        : `Danke, dass du Bescheid sagst. Tippe auf Save Conversation, dann frage ich ${artistName} dazu und du bekommst eine persönliche Antwort.`,
    humanHandoff: (isSavedAsItGoes, { artistName }) =>
      isSavedAsItGoes
        ? `Klar! Ich habe ${artistName} Bescheid gegeben, du bekommst hier eine persönliche Antwort.`
        : `Klar! Ich gebe ${artistName} Bescheid, dass du persönlich sprechen möchtest: Tippe auf Save Conversation, dann bekommst du eine persönliche Antwort.`,
    afterAllSet: ({ artistName }) =>
      `Gern geschehen! ${artistName} meldet sich, sobald du das Gespräch gespeichert hast.`,
    fanThanks: ({ artistName }) => `Vielen Dank! Ich sorge dafür, dass ${artistName} davon erfährt.`,
    withdrawal: () =>
      'Kein Problem, ganz ohne Eile. Wenn du so weit bist, schreib einfach hier und wir machen da weiter, wo wir aufgehört haben.',
    stillHere: () => 'Ich bin noch da! Erzähl mir gern, was du dir tätowieren lassen möchtest.',
    askAge: () => 'Eine kurze Frage, bevor ich es weitergebe: Bist du 18 Jahre oder älter?',
    underAgeAgain: (minimumAge, { artistName }) =>
      `Ich verstehe dich, aber ${artistName} tätowiert nur Menschen ab ${minimumAge} Jahren. Ich helfe dir gern, sobald es so weit ist.`,
    underAgeForSomeone: (minimumAge, isRepeat, { artistName }) =>
      isRepeat
        ? `Ich verstehe, aber ${artistName} tätowiert nur Menschen ab ${minimumAge} Jahren, auch mit Einverständnis der Eltern.`
        : `Danke für die Frage! ${artistName} tätowiert nur Menschen ab ${minimumAge} Jahren, auch mit Einverständnis der Eltern, deshalb kann ich das noch nicht buchen. Ab ${minimumAge} helfe ich gern bei der Planung.`,
    budgetMeetsMinimum: (minimum, budget, { artistName }) =>
      `${budget} liegt über dem Minimum von ${artistName} (${minimum}), das reicht also für den Anfang; den endgültigen Preis gibt es, sobald das Design steht.`,
    underAgeSoon: (minimumAge, { artistName }) =>
      `Alles Gute schon mal zum Geburtstag! ${artistName} tätowiert erst ab ${minimumAge}, also muss der Termin nach deinem ${minimumAge}. Geburtstag sein, mit Lichtbildausweis am Tag selbst. Schreib mir, wenn du ${minimumAge} bist, dann helfe ich dir, einen Termin zu finden.`,
    studio: {
      walk_ins: (context) => {
        const walkIns = context.studio.intake?.takesWalkIns;
        if (walkIns === true)
          return `Ja, ${context.artistName} nimmt auch Kunden ohne Termin, wenn ein Platz frei ist; ein Termin ist trotzdem am sichersten.`;
        if (walkIns === false) return `${context.artistName} arbeitet nur mit Termin.`;
        return ohneAngabe(context, 'Die Regeln für Besuche ohne Termin');
      },
      cover_ups: (context) => {
        const coverUps = context.studio.intake?.takesCoverUps;
        if (coverUps === true)
          return `Ja, ${context.artistName} macht Cover-ups: Ein klares Foto vom alten Tattoo hilft bei der Planung.`;
        if (coverUps === false)
          return `${context.artistName} macht keine Cover-ups, dafür wäre eher ein Cover-up-Spezialist richtig.`;
        return ohneAngabe(context, 'Die Info zu Cover-ups');
      },
      flash: (context) => {
        const flash = context.studio.intake?.doesFlash;
        if (flash === true) return `Ja, ${context.artistName} macht neben eigenen Entwürfen auch Flash.`;
        if (flash === false) return `${context.artistName} macht nur eigene Entwürfe, kein Flash.`;
        return ohneAngabe(context, 'Die Info zu Flash-Motiven');
      },
      deposit: (context) => {
        // The artist's own words, quoted: they wrote them in their language, not always the reply's.
        const policy = context.studio.intake?.depositPolicy;
        return policy ? `Zur Anzahlung: „${policy}“` : ohneAngabe(context, 'Die Details zur Anzahlung');
      },
      location: (context) => {
        const location = context.studio.intake?.studioLocation;
        return location
          ? `Das Studio ist hier: ${location}.`
          : ohneAngabe(context, 'Die Adresse des Studios');
      },
      hours: (context) => {
        const said = saidHours(
          context.studio.openingHours,
          READING_WORDS.dayNames,
          (row) =>
            `${capitalize(row.first)}${row.last ? ` bis ${capitalize(row.last)}` : ''} ${row.opens}–${row.closes} Uhr`,
        );
        const hours = said ?? context.studio.intake?.studioHours;
        return hours ? `Öffnungszeiten des Studios: ${hours}.` : ohneAngabe(context, 'Die Öffnungszeiten');
      },
      age_policy: ({ artistName, studio }) =>
        studio.intake?.agePolicy
          ? `Die Altersregel von ${artistName}: ${studio.intake.agePolicy}.`
          : `${artistName} tätowiert nur Kunden ab ${MINIMUM_CLIENT_AGE} Jahren.`,
      send_pictures: ({ artistName }) =>
        `Klar! Häng es hier mit dem Bild-Button an, dann sieht ${artistName} es zusammen mit deiner Anfrage.`,
      assistant: ({ artistName }) =>
        `Ich bin der Assistent von ${artistName}, ein automatischer: Ich nehme deine Idee auf, damit du eine Antwort mit allem Nötigen bekommst. ${artistName} liest jedes Gespräch, und wenn du lieber direkt sprechen möchtest, sag einfach Bescheid.`,
      booking: ({ artistName, studio }) =>
        studio.booksInApp
          ? `Gebucht wird direkt hier: Sobald deine Anfrage gespeichert ist, schickt dir ${artistName} Termine zur Auswahl, und du bestätigst deinen.`
          : studio.bookingUrl
            ? `Einen Termin bei ${artistName} kannst du hier buchen: ${studio.bookingUrl}`
            : `Erzähl mir hier von deiner Idee, dann meldet sich ${artistName} zur Terminbuchung bei dir.`,
    },
    companion: (kind, { artistName, studio, turn }) => {
      const policy = studio.intake?.agePolicy
        ? ` Die Altersregel von ${artistName}: ${studio.intake.agePolicy}.`
        : '';
      if (kind === 'along')
        return pick(
          [
            'Klar, du kannst gern eine Begleitung mitbringen.',
            'Kein Problem, die Person kann dich begleiten.',
          ],
          turn,
        );
      if (kind === 'wants-one')
        return `Die Person kann auch buchen: Wer sich tätowieren lässt, muss ${MINIMUM_CLIENT_AGE} oder älter sein und kann ${artistName} für ein eigenes Motiv schreiben.${policy}`;
      return `Die Person kann dich begleiten, aber ${artistName} tätowiert erst ab ${MINIMUM_CLIENT_AGE}, also noch kein Tattoo für sie.${policy}`;
    },
    languagesAnswer: (isSpoken) =>
      isSpoken
        ? 'Ja, klar: wir können gern auf Deutsch weitermachen.'
        : 'Ich schreibe auf Deutsch, Englisch, Spanisch, Portugiesisch, Französisch und Italienisch: such dir aus, was dir passt.',
    pictureArrival: (received, { artistName }) =>
      received
        ? `Ja, ist angekommen: ${artistName} sieht es mit deiner Anfrage.`
        : `Ich sehe hier noch kein Bild: versuch es noch einmal anzuhängen (ein Link geht auch), dann sieht ${artistName} es mit deiner Anfrage.`,
    asMentioned: (sentences) => `Wie gesagt, ${sentences}`,
    booksClosed: ({ artistName }) =>
      `Der Kalender von ${artistName} ist gerade geschlossen, aber ich kann dich auf die Warteliste setzen, dann hörst du von uns, sobald wieder Termine frei sind.`,
    coverUpsNotTaken: ({ artistName }) =>
      `Ehrlich gesagt macht ${artistName} keine Cover-ups, vielleicht brauchst du dafür eine Spezialistin oder einen Spezialisten.`,
    styleOptions: (options, { artistName }) =>
      `Kein Problem! Für so eine Idee arbeitet ${artistName} oft in ${options}: Gefällt dir einer dieser Stile, oder lässt du den Stil lieber offen?`,
    soleStyle: (style, { artistName }) =>
      `Kein Problem! ${artistName} arbeitet im Stil ${style}, damit ist das schon entschieden.`,
    sizeOptions: () =>
      'Kein Problem! Passt eher klein (etwa 5 cm), handflächengroß oder größer, etwa ein halber Unterarm?',
    placementOptions: () =>
      'Kein Stress! Unterarm, Oberarm oder Wade sind gute Stellen für den Anfang: Passt eine davon, oder lieber eine andere Körperstelle?',
    sizeAdvice: ({ minCm, maxCm }, { artistName }) =>
      `An dieser Stelle sind die meisten Motive etwa ${minCm}–${maxCm} cm groß; ${artistName} kann die Größe beim Beratungsgespräch anpassen.`,
    leftToArtist: (field, { artistName }) =>
      `Alles gut: ${artistName} berät dich im Beratungsgespräch über ${BERATUNG[field] ?? 'diesen Punkt'}.`,
    ideaOptions: (options) =>
      `Kein Problem, so fangen viele an! Reizt dich etwas wie ${options}, oder gibt es ein Motiv, das du liebst?`,
    invite: (field) => EINLADUNGEN[field],
    nextStep: ({ studio }) =>
      studio.intake?.booksStatus && studio.intake.booksStatus !== 'open'
        ? `Mit dem Speichern kommst du auf die Warteliste.`
        : studio.booksInApp
          ? `Danach bekommst du Termine zur Auswahl.`
          : studio.bookingUrl
            ? `Du kannst auch direkt auf der Buchungsseite einen Termin buchen: ${studio.bookingUrl}`
            : '',
  },
};
