import type { ClientEmailWords } from './client-words.ts';

/** Spanish of Spain, tú as in the chat; every session is a "sesión", so the sentences agree in the feminine. */
export const ES: ClientEmailWords = {
  locale: { dates: 'es-ES', money: 'es-ES' },
  greeting: (name) => `Hola${name ? ` ${name}` : ''}:`,
  sessionKinds: {
    consultation: 'sesión de consulta',
    small: 'sesión para una pieza pequeña',
    halfDay: 'sesión de medio día',
    fullDay: 'sesión de día completo',
  },
  openRequest: 'Abrir tu solicitud',
  confirmEmail: {
    subject: (artist) => `Confirma tu email para tu solicitud de tatuaje a ${artist}`,
    heading: 'Confirma tu email',
    body: (artist) =>
      `Esta dirección se dio con una solicitud de tatuaje para ${artist}. Confirma que es tuya y las respuestas de ${artist} te llegarán aquí.`,
    button: 'Confirmar mi email',
    ignore: 'Si no fuiste tú, ignora este email: no se enviará nada más a esta dirección.',
  },
  requestReceived: {
    subject: (artist) => `${artist} tiene tu solicitud de tatuaje`,
    saved: (artist) =>
      `Gracias por contarle tu idea a ${artist}. Tu solicitud está guardada, y ${artist} la revisará y te responderá.`,
    page: 'Tu página privada muestra tu solicitud, su estado y vuestra conversación. Cuando te ofrezcan horarios, eliges uno allí. También puedes borrar tus datos desde ella cuando quieras.',
    private: 'No compartas este enlace: cualquiera que lo tenga puede ver tu solicitud.',
  },
  confirmed: {
    subject: (session, artist) => `Confirmada: tu ${session} con ${artist}`,
    heading: (artist) => `Ya tienes cita con ${artist}`,
    body: (session, time) => `Tu ${session} está confirmada: ${time}.`,
    depositPaid: (amount) => `Señal recibida: ${amount}.`,
    depositDue: (amount) => `Señal pendiente: ${amount}.`,
    invite:
      'La invitación adjunta la añade a tu calendario. En tu página de solicitud tienes los detalles, y desde ahí puedes cambiarla o cancelarla.',
  },
  reminder: {
    subject: (session, artist, isTomorrow) =>
      `Recordatorio: tu ${session} con ${artist} es ${isTomorrow ? 'mañana' : 'pasado mañana'}`,
    heading: (artist) => `${artist} te espera pronto`,
    body: (session, artist, time) => `Te recordamos tu ${session} con ${artist}: ${time}.`,
    change: '¿Necesitas cambiarla? En tu página de solicitud ves lo que todavía puedes hacer.',
    payDeposit: 'Pagar la señal',
  },
  offered: {
    subject: (artist) => `${artist} te ha propuesto horarios para tu tatuaje`,
    heading: (artist) => `${artist} te ha propuesto horarios`,
    body: (artist, session) =>
      `A ${artist} le gustaría reservar contigo una ${session}. Estos horarios están libres:`,
    pick: 'Elige el que mejor te venga en tu página de solicitud. El primero que elija un horario se lo queda.',
    button: 'Elegir horario',
    project: (count) =>
      `Es un proyecto de ${count} sesiones: elige ahora el horario de la primera y reserva las siguientes en tu página de solicitud.`,
    note: (artist, times, pageUrl) =>
      `${artist} tiene horarios para ti:\n${times.map((time) => `• ${time}`).join('\n')}\nElige uno aquí: ${pageUrl}`,
  },
  declined: {
    subject: (artist) => `Sobre tu solicitud de tatuaje a ${artist}`,
    heading: (artist) => `Sobre tu solicitud a ${artist}`,
    template: (name) =>
      `Hola${name ? ` ${name}` : ''}:\n\nGracias por pensar en mí para tu tatuaje y por tomarte el tiempo de contarme tu idea. Después de verla con calma, creo que no soy la persona adecuada para este proyecto, así que no voy a poder hacerlo.\n\nOjalá encuentres a alguien que encaje perfectamente con tu idea. ¡Te deseo lo mejor con ella!`,
  },
  cancelled: {
    subject: (session, artist) => `Cancelada: tu ${session} con ${artist}`,
    heading: 'Tu cita está cancelada',
    byArtist: (artist, session, time) => `${artist} ha cancelado tu ${session}: ${time}.`,
    byClient: (session, artist, time) => `Has cancelado tu ${session} con ${artist}: ${time}.`,
    reason: (artist, first) => `El motivo de ${artist}: ${first}`,
    inviteRemoved: 'La actualización adjunta la quita de tu calendario.',
    newTimes: (artist) =>
      `${artist} puede proponerte horarios nuevos; cuando lo haga, los verás en tu página de solicitud.`,
  },
  moved: {
    subject: (session, artist) => `Cambio de hora: tu ${session} con ${artist}`,
    heading: 'Tu cita ha cambiado',
    byArtist: (artist, session, time) => `${artist} ha cambiado tu ${session}. Ahora es el ${time}.`,
    byClient: (session, artist, time) => `Tu ${session} con ${artist} ahora es el ${time}.`,
    was: (time) => `Antes era el ${time}.`,
    inviteUpdated: 'La invitación adjunta actualiza la cita en tu calendario.',
  },
  details: {
    session: (number, count) => `Sesión ${number} de ${count}`,
    piece: (piece) => `Tu pieza: ${piece}`,
    studio: (address) => `Estudio: ${address}`,
    prepHeading: 'Antes de tu sesión:',
    payHeading: (artist) => `Cómo pagar la señal a ${artist}:`,
  },
  consent: {
    body: (artist) =>
      `Antes de tu sesión, rellena y firma el formulario de consentimiento de ${artist} en tu móvil: son dos minutos.`,
    button: 'Firmar el consentimiento',
  },
  depositAfterCancel: {
    policy: (artist, amount) =>
      `Pagaste una señal de ${amount}. Según la política de reembolso de ${artist}:`,
    noPolicy: (artist, amount) =>
      `Pagaste una señal de ${amount}. ${artist} no ha escrito una política de reembolso, así que pregúntale directamente.`,
  },
  sms: {
    reminder: (session, artist, time, isTomorrow) =>
      `${artist}: tu ${session} es ${isTomorrow ? 'mañana' : 'pasado mañana'}, ${time}.`,
    depositDue: (amount) => `Señal pendiente: ${amount}, cómo pagarla está en tu página.`,
    consent: (url) => `Firma el consentimiento: ${url}`,
    page: (url) => `Tu página: ${url}`,
    stop: 'Responde STOP para darte de baja.',
  },
  invite: { title: (artist) => `Cita de tatuaje con ${artist}` },
};
