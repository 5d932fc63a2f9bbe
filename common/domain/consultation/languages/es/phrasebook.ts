import { MINIMUM_CLIENT_AGE } from '../../../../constants/limits.ts';
import type { BriefField } from '../../brief.ts';
import { type Phrasebook, type PhraseContext, pick } from '../../reply/phrasebook.ts';
import { saidHours } from '../../studio-answers/opening-hours.ts';
import { READING_WORDS } from './reading-words.ts';

const sinDato = ({ artistName }: PhraseContext, que: string) =>
  `No tengo ${que} aquí, así que ${artistName} te lo confirmará.`;

/** Lo que el artista aconseja cuando el cliente se lo deja (decisión 039). */
const A_CRITERIO: Partial<Record<BriefField, string>> = {
  idea: 'cómo dar forma a la idea',
  placement: 'dónde quedaría mejor',
  size: 'el tamaño',
  style: 'el estilo',
  color: 'si va a color o en negro y gris',
};

const INVITACIONES: Readonly<Record<BriefField, string>> = {
  idea: 'Cuando quieras, cuéntame qué tatuaje tienes en mente.',
  style: 'Si te viene un estilo a la mente, cuéntame; si no, lo puede decidir el artista.',
  placement: 'Cuando sepas en qué parte del cuerpo va, cuéntame.',
  size: 'Si tienes un tamaño aproximado en mente, cuéntame; en cm o tipo palma de la mano.',
  color: 'Más adelante cuéntame si lo prefieres a color o en negro y gris.',
  budget: 'Si decides un rango de presupuesto, cuéntame.',
  references: 'Si encuentras imágenes de referencia, puedes adjuntarlas cuando quieras.',
  timing: 'Si tienes una fecha en mente, cuéntame.',
  contact: 'Cuando quieras, cuéntame el mejor correo o teléfono para contactarte.',
};

/** Issue #11: replies to clients who write in Spanish, whatever the tone (one warm register). */
export const SPANISH: Phrasebook = {
  welcome: ['¡Con gusto te ayudo!', '¡Gracias por escribir!'],
  acknowledge: (_details, { turn }) => pick(['¡Perfecto, anotado!', 'Genial, lo tengo.', 'Entendido.'], turn),
  thanksForReferences: 'Gracias por las referencias, ayudan mucho.',
  thanksForContact: 'Gracias, ya tengo cómo contactarte.',
  underAge: (minimumAge, { artistName }) =>
    `¡Gracias por escribir! ${artistName} solo tatúa a personas de ${minimumAge} años o más, así que todavía no puedo organizarlo. Me encantará ayudarte cuando tengas ${minimumAge}.`,
  styleNotOffered: (_requested, offered, alternative, { artistName }) =>
    `Para ser honesto, ${artistName} se dedica a ${offered}, así que ese estilo no lo ofrece.${
      alternative ? ` Lo que sí podría hacer es una versión ${alternative} de tu idea.` : ''
    }`,
  budgetBelowMinimum: (minimum, budget, { artistName }) =>
    `Para que lo sepas, el mínimo de ${artistName} por pieza es ${minimum}, así que ${budget} queda por debajo. Si puedes estirarte un poco, seguimos.`,
  priceAnswer: (consultationPrice, minimumPrice, { artistName }) =>
    [
      `${artistName} cotiza cada pieza después de ver el diseño, así que no puedo darte un precio aquí.`,
      consultationPrice && `La consulta cuesta ${consultationPrice}.`,
      minimumPrice && `El mínimo por pieza es ${minimumPrice}.`,
    ]
      .filter(Boolean)
      .join(' '),
  availabilityAnswer: ({ artistName }) =>
    `Desde aquí no veo el calendario, así que ${artistName} te confirmará las fechas directamente.`,
  styleOffered: (style, { artistName }) => `Sí, ${artistName} hace ${style}.`,
  stylesAnswer: (styles, { artistName }) =>
    styles ? `${artistName} trabaja ${styles}.` : `${artistName} te dirá qué estilo le va mejor a tu idea.`,
  artistRule: (rule, { artistName }) => `Una regla de ${artistName}: "${rule}"`,
  showcase: (hasPortfolio, hasConcept, { artistName }) => {
    if (hasPortfolio && hasConcept)
      return `Aquí tienes algunos trabajos de ${artistName} en esa línea, y un boceto de concepto para imaginarlo.`;
    return hasPortfolio
      ? `Aquí tienes algunos trabajos de ${artistName} en esa línea.`
      : 'Preparé un boceto de concepto para que te lo imagines.';
  },
  saveOffer: ({ artistName }) =>
    `Ya tengo suficiente para pasárselo a ${artistName}: toca Save Conversation cuando quieras.`,
  allSet: ({ artistName }) =>
    `Eso es todo lo que ${artistName} necesita. Toca Save Conversation y ${artistName} te responderá.`,
  handedOff: ({ artistName }) =>
    `Eso es todo lo que ${artistName} necesita: ya le pasé tu idea y te responderá por aquí.`,
  questions: {
    idea: ({ isLettering }) =>
      isLettering ? '¿Qué te gustaría que dijera?' : '¿Qué idea tienes en mente para el tatuaje?',
    style: ({ artistName, artistStyles }) =>
      `${artistStyles ? `${artistName} trabaja ${artistStyles}. ` : ''}¿Qué estilo te gusta más?`,
    placement: () => '¿Dónde del cuerpo lo quieres, y de qué lado?',
    size: () => '¿De qué tamaño lo imaginas, en cm (o algo como del tamaño de la palma)?',
    color: () => '¿Lo quieres a color, o en negro y gris?',
    budget: () => '¿Tienes un presupuesto en mente? Un rango está bien.',
    references: ({ isCoverUp }) =>
      isCoverUp
        ? '¿Puedes adjuntar una foto clara del tatuaje que quieres cubrir?'
        : '¿Tienes imágenes de referencia? Puedes adjuntarlas aquí.',
    timing: () => '¿Cuándo te gustaría hacértelo?',
    contact: () => '¿Cuál es el mejor email o teléfono para contactarte?',
  },
  desk: {
    noted: ['Anotado, gracias.', 'Perfecto, lo tengo.', 'Listo, anotado.'],
    empathy: {
      memorial:
        'Siento mucho tu pérdida. Un tatuaje en su memoria es una forma muy bonita de llevarlo contigo, y lo cuidaremos mucho.',
      regret:
        'Es totalmente comprensible, y no eres el único. Los cover-ups son parte del día a día de un tatuador.',
      scar: 'Gracias por la confianza. Trabajar sobre una cicatriz se planifica con calma, y el artista revisará la piel contigo primero.',
      hardship:
        'Siento mucho que estés pasando por esto, y gracias por contármelo: no tienes que disculparte. Aquí no hay prisa, y lo cuidaremos mucho.',
    },
    redirect: ({ artistName }) => `Aquí solo puedo ayudarte a planear un tatuaje con ${artistName}.`,
    abuse: ({ artistName }) =>
      `Siento que esto haya sido frustrante. Si prefieres hablar directamente con ${artistName}, dímelo y me aseguro de que le llegue tu mensaje.`,
    planHandover: ({ artistName }) => `¡Gracias! ${artistName} te responderá personalmente.`,
    bookedClientHandoff: (isSavedAsItGoes, { artistName }) =>
      isSavedAsItGoes
        ? `Gracias por avisar. Se lo paso a ${artistName}, que te responderá sobre eso por aquí.`
        : `Gracias por avisar. Toca Save Conversation y ${artistName} te responderá sobre eso personalmente.`,
    humanHandoff: (isSavedAsItGoes, { artistName }) =>
      isSavedAsItGoes
        ? `¡Claro! Ya he avisado a ${artistName}, y te responderá aquí en persona.`
        : `¡Claro! Dejo avisado a ${artistName} de que prefieres hablar en persona: toca Save Conversation y te responderá personalmente.`,
    afterAllSet: ({ artistName }) =>
      `¡De nada! ${artistName} te escribirá en cuanto guardes la conversación.`,
    fanThanks: ({ artistName }) => `¡Muchas gracias! Me aseguraré de que ${artistName} lo sepa.`,
    withdrawal: () =>
      'No pasa nada, no hay ninguna prisa. Cuando quieras retomarlo, escríbeme aquí y seguimos donde lo dejamos.',
    stillHere: () => '¡Sigo aquí! Cuando quieras, cuéntame qué te gustaría tatuarte.',
    askAge: () => 'Una cosa rápida antes de pasárselo: ¿tienes 18 años o más?',
    underAgeAgain: (minimumAge, { artistName }) =>
      `Te entiendo, pero ${artistName} solo tatúa a personas de ${minimumAge} años o más. Con gusto te ayudo cuando los cumplas.`,
    underAgeForSomeone: (minimumAge, isRepeat, { artistName }) =>
      isRepeat
        ? `Te entiendo, pero ${artistName} solo tatúa a personas de ${minimumAge} años o más, incluso con permiso de los padres.`
        : `¡Gracias por preguntar! ${artistName} solo tatúa a personas de ${minimumAge} años o más, incluso con permiso de los padres, así que todavía no puedo reservarlo. Con gusto ayudo a planearlo cuando cumpla ${minimumAge}.`,
    budgetMeetsMinimum: (minimum, budget, { artistName }) =>
      `${budget} está por encima del mínimo de ${artistName} (${minimum}), así que alcanza para empezar; el precio final llega cuando el diseño esté listo.`,
    underAgeSoon: (minimumAge, { artistName }) =>
      `¡Feliz cumpleaños adelantado! ${artistName} solo tatúa a mayores de ${minimumAge}, así que la cita tendrá que ser después de tu cumpleaños, con tu documento de identidad ese día. Escríbeme cuando tengas ${minimumAge} y te ayudo a reservar una fecha.`,
    studio: {
      walk_ins: (context) => {
        const walkIns = context.studio.intake?.takesWalkIns;
        if (walkIns === true)
          return `${context.artistName} atiende sin cita cuando hay un hueco libre, aunque reservar es lo más seguro.`;
        if (walkIns === false) return `${context.artistName} trabaja solo con cita previa.`;
        return sinDato(context, 'la política de atención sin cita');
      },
      cover_ups: (context) => {
        const coverUps = context.studio.intake?.takesCoverUps;
        if (coverUps === true)
          return `Sí, ${context.artistName} hace cover-ups: una foto clara del tatuaje viejo ayuda a planearlo.`;
        if (coverUps === false)
          return `${context.artistName} no hace cover-ups, así que para este quizá convenga un especialista.`;
        return sinDato(context, 'la política de cover-ups');
      },
      flash: (context) => {
        const flash = context.studio.intake?.doesFlash;
        if (flash === true) return `Sí, ${context.artistName} hace flash además de piezas personalizadas.`;
        if (flash === false) return `${context.artistName} solo hace piezas personalizadas, no flash.`;
        return sinDato(context, 'si hay flash disponible');
      },
      deposit: (context) => {
        // The artist's own words, quoted: they wrote them in their language, not always the reply's.
        const policy = context.studio.intake?.depositPolicy;
        return policy ? `Sobre el depósito: «${policy}»` : sinDato(context, 'los detalles del depósito');
      },
      location: (context) => {
        const location = context.studio.intake?.studioLocation;
        return location ? `El estudio está en ${location}.` : sinDato(context, 'la dirección del estudio');
      },
      hours: (context) => {
        const said = saidHours(context.studio.openingHours, READING_WORDS.dayNames, (row) =>
          row.last
            ? `de ${row.first} a ${row.last}, de ${row.opens} a ${row.closes}`
            : `los ${row.first} de ${row.opens} a ${row.closes}`,
        );
        const hours = said ?? context.studio.intake?.studioHours;
        return hours ? `Horario del estudio: ${hours}.` : sinDato(context, 'el horario del estudio');
      },
      age_policy: ({ artistName, studio }) =>
        studio.intake?.agePolicy
          ? `La política de edad de ${artistName}: ${studio.intake.agePolicy}.`
          : `${artistName} solo tatúa a clientes de ${MINIMUM_CLIENT_AGE} años o más.`,
      send_pictures: ({ artistName }) =>
        `¡Claro! Adjúntala aquí con el botón de imagen y ${artistName} la verá con tu solicitud.`,
      assistant: ({ artistName }) =>
        `Soy el asistente de ${artistName}, un asistente automático: tomo nota de tu idea para que te responda con todo a mano. ${artistName} lee cada conversación y, si prefieres hablar directamente, solo dímelo.`,
      booking: ({ artistName, studio }) =>
        studio.booksInApp
          ? `La reserva se hace aquí mismo: cuando tu solicitud esté guardada, ${artistName} te enviará horarios para elegir y confirmas tu cita.`
          : studio.bookingUrl
            ? `Puedes reservar con ${artistName} aquí: ${studio.bookingUrl}`
            : `Cuéntame tu idea aquí y ${artistName} te contactará para reservar.`,
    },
    companion: (kind, { artistName, studio, turn }) => {
      const policy = studio.intake?.agePolicy
        ? ` La política de edad de ${artistName}: ${studio.intake.agePolicy}.`
        : '';
      if (kind === 'along')
        return pick(
          ['¡Claro! Puedes venir con alguien que te acompañe.', 'Sin problema, puede acompañarte.'],
          turn,
        );
      if (kind === 'wants-one')
        return `También puede reservar: quien se tatúe tiene que tener ${MINIMUM_CLIENT_AGE} años o más, y puede escribir a ${artistName} para su propia pieza.${policy}`;
      return `Puede acompañarte, pero ${artistName} solo tatúa a personas de ${MINIMUM_CLIENT_AGE} años o más, así que todavía no puede tatuarse.${policy}`;
    },
    languagesAnswer: (isSpoken) =>
      isSpoken
        ? '¡Sí, claro! Seguimos en español sin problema.'
        : 'Escribo en español, inglés, portugués, francés, alemán e italiano: elige el que prefieras.',
    pictureArrival: (received, { artistName }) =>
      received
        ? `Sí, ha llegado: ${artistName} la verá con tu solicitud.`
        : `Aún no veo ninguna imagen aquí: prueba a adjuntarla de nuevo (un enlace también sirve) y ${artistName} la verá con tu solicitud.`,
    asMentioned: (sentences) => `Como te comenté, ${sentences}`,
    booksClosed: ({ artistName }) =>
      `La agenda de ${artistName} está cerrada ahora mismo, pero puedo anotarte en la lista de espera para que te contacten cuando abra.`,
    coverUpsNotTaken: ({ artistName }) =>
      `Para ser honesto, ${artistName} no hace cover-ups, así que quizá necesites un especialista.`,
    styleOptions: (options, { artistName }) =>
      `¡Sin problema! Para una idea así, ${artistName} suele trabajar ${options}: ¿te gusta alguno de esos estilos, o prefieres dejar el estilo en sus manos?`,
    soleStyle: (style, { artistName }) =>
      `¡Sin problema! ${artistName} trabaja en estilo ${style}, así que eso ya está decidido.`,
    sizeOptions: () =>
      '¡Sin problema! ¿Lo ves más bien pequeño (unos 5 cm), del tamaño de la palma o más grande, como medio antebrazo?',
    placementOptions: () =>
      '¡Tranqui! El antebrazo, el brazo o la pantorrilla son buenos sitios para empezar: ¿alguno te convence, o prefieres otra zona?',
    sizeAdvice: ({ minCm, maxCm }, { artistName }) =>
      `En esa zona, la mayoría de las piezas miden unos ${minCm}–${maxCm} cm; ${artistName} puede ajustar el tamaño en la consulta.`,
    leftToArtist: (field, { artistName }) =>
      `Está bien: ${artistName} te aconsejará sobre ${A_CRITERIO[field] ?? 'eso'} en la consulta.`,
    ideaOptions: (options) =>
      `¡Sin problema, muchos clientes empiezan así! ¿Te atrae algo como ${options}, o hay algún motivo que te encante?`,
    invite: (field) => INVITACIONES[field],
    nextStep: ({ studio }) =>
      studio.intake?.booksStatus && studio.intake.booksStatus !== 'open'
        ? `Al guardarla quedas en la lista de espera.`
        : studio.booksInApp
          ? `Después recibirás horarios para elegir.`
          : studio.bookingUrl
            ? `También puedes reservar directamente en la página de reservas: ${studio.bookingUrl}`
            : '',
  },
};
