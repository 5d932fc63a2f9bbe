import type { RequestPageWords } from './request-page-words.ts';

/** Spanish of Spain, tú as in the chat. */
export const ES: RequestPageWords = {
  locale: { dates: 'es-ES', money: 'es-ES' },
  title: 'Tu solicitud de tatuaje',
  withArtist: (artist) => `Con ${artist}`,
  notices: {
    deleted: {
      title: 'Tus datos se han borrado',
      body: 'Tu solicitud, la conversación, las imágenes, los mensajes y los correos sobre ella se han borrado para siempre, y tu artista ya lo sabe. Inkdesk solo guarda recuentos anónimos del chat, sin palabras ni datos de contacto.',
    },
    expired: {
      title: 'Este enlace ha caducado',
      body: 'Las páginas de solicitud se cierran 30 días después de terminar la solicitud. Si necesitas algo, escribe a tu artista.',
    },
    notFound: {
      title: 'No encontramos esta solicitud',
      body: 'Puede que el enlace esté incompleto o que la solicitud se haya borrado. Revisa el enlace de tu email.',
    },
    failed: {
      title: 'Algo ha fallado',
      body: 'No se ha podido cargar la página. Inténtalo de nuevo en un momento.',
    },
  },
  emailConfirm: {
    confirming: 'Confirmando tu email…',
    confirmed: (artist) =>
      `Tu email está confirmado. ${artist} ya puede escribirte, y el email con tu solicitud va de camino.`,
    invalid: 'Este enlace de confirmación no funciona. Abre el enlace de nuestro email más reciente.',
  },
  statusLabels: {
    received: 'Recibida',
    times_offered: 'Horarios propuestos',
    deposit_due: 'Señal pendiente',
    booked: 'Reservada',
    declined: 'Rechazada',
    cancelled: 'Cancelada',
  },
  statusPrefix: 'Estado: ',
  status: {
    received: (artist) =>
      `${artist} tiene tu solicitud y la revisará; después te propondrá horarios o te escribirá.`,
    timesOffered: (artist) => `${artist} te ha propuesto horarios. Elige abajo el que mejor te venga.`,
    justPaid: (amount) =>
      `¡Gracias! Estamos confirmando tu pago de ${amount}. Esta página se actualiza sola.`,
    heldPayOnline: (slot, amount) => `Te guardamos ${slot}. Paga la señal de ${amount} para reservarlo.`,
    heldArtistCollects: (slot, artist, amount) =>
      `Te guardamos ${slot}. ${artist} te dirá cómo pagar la señal de ${amount} y confirmará la cita en cuanto la reciba.`,
    heldArtistInstructions: (slot, artist, amount) =>
      `${slot} queda reservado para ti. Paga la señal de ${amount} a ${artist} como te explica abajo; confirma la cita en cuanto la reciba.`,
    booked: (artist, slot) =>
      `Ya tienes cita con ${artist}: ${slot}. Tienes una confirmación con la invitación de calendario en tu correo.`,
    bookedByArtist: (artist) => `${artist} te ha apuntado y concretará los detalles contigo.`,
    declined: (artist) => `${artist} no puede aceptar esta solicitud. Gracias por tu confianza.`,
    cancelled: (artist) => `Tu cita se ha cancelado. ${artist} puede proponerte horarios nuevos.`,
  },
  zoneNote: (own, artistZone) =>
    `Los horarios están en tu zona horaria (${own}); el estudio está en ${artistZone}.`,
  offered: {
    heading: 'Elige un horario',
    legend: 'Horarios propuestos',
    noneLeft: (artist) => `Ninguno de los horarios propuestos sigue libre. ${artist} puede proponerte otros.`,
    book: 'Reservar este horario',
    booking: 'Reservando…',
    failed: 'No se ha podido reservar ese horario. Inténtalo de nuevo.',
  },
  appointment: {
    heading: 'Tu cita',
    depositPaid: (amount) => `Señal de ${amount} pagada`,
    depositDue: (amount) => `Señal de ${amount} pendiente`,
    pay: 'Pagar la señal',
    opening: 'Abriendo…',
    payFailed: 'No se ha podido abrir la página de pago.',
    tooLate: (hours, artist) =>
      `Quedan menos de ${hours} horas para tu cita. Para cambiarla, escribe directamente a ${artist}.`,
    howToPay: (artist) => `Cómo pagar a ${artist}`,
    consentDue: (artist) =>
      `${artist} te pide firmar un formulario de consentimiento antes de la sesión. Son dos minutos desde el móvil.`,
    signConsent: 'Firmar el consentimiento',
  },
  project: {
    heading: (count) => `Tu proyecto: ${count} sesiones`,
    progress: (booked, count) => `${booked} de ${count} sesiones reservadas`,
    session: (number, count) => `Sesión ${number} de ${count}`,
    depositOn: (which) =>
      which === 'first'
        ? 'La señal se pide al reservar la primera sesión; las demás no la necesitan.'
        : 'La señal se pide al reservar la última sesión; las anteriores no la necesitan.',
    pickFirst:
      'Elige tu primera sesión entre los horarios ofrecidos. Después reserva aquí las siguientes, cada una después de la anterior.',
    booked: 'Reservada',
    notBooked: 'Sin reservar todavía',
    held: 'Pendiente de la señal',
    book: (number) => `Reservar la sesión ${number}`,
    bookTitle: (number, count) => `Reservar la sesión ${number} de ${count}`,
    bookDescription: 'Elige un horario libre después de tus sesiones anteriores.',
    keep: 'Ahora no',
    confirm: 'Reservar este horario',
    booking: 'Reservando…',
    failed: 'No se pudo reservar la sesión.',
  },
  reschedule: {
    open: 'Cambiar la hora',
    title: 'Cambiar tu cita',
    description: 'Elige un horario libre. Tu señal se mantiene.',
    picker: {
      loading: 'Cargando horarios libres',
      failed: 'No se han podido cargar los horarios libres. Inténtalo de nuevo.',
      noTimes: 'No hay horarios libres en las próximas semanas.',
      intro: (zone) => `Horas en tu zona horaria (${zone}). Elige una.`,
      showMore: 'Ver más días',
    },
    keep: 'Mantener mi hora',
    moving: 'Cambiando…',
    move: 'Cambiar a este horario',
    failed: 'No se ha podido cambiar la cita.',
  },
  cancel: {
    open: 'Cancelar la cita',
    title: '¿Cancelar tu cita?',
    description: 'La hora queda libre y tu artista recibe un aviso. Pregúntale por tu señal.',
    noDeposit: 'La hora queda libre y tu artista recibe un aviso.',
    withPolicy: (artist) =>
      `La hora queda libre y ${artist} recibe un aviso. Tu señal pagada, según su política de reembolso:`,
    failed: 'No se ha podido cancelar la cita.',
    keep: 'Mantenerla',
    cancelling: 'Cancelando…',
  },
  details: {
    heading: 'Tu solicitud',
    sent: (date) => `Enviada el ${date}`,
    labels: {
      idea: 'Idea',
      style: 'Estilo',
      placement: 'Zona',
      size: 'Tamaño',
      budget: 'Presupuesto',
      name: 'Nombre',
      email: 'Email',
    },
  },
  conversation: {
    heading: 'Tu conversación',
    download: 'Descargar la conversación',
    you: 'Tú',
    images: (count) => `${count} ${count > 1 ? 'imágenes' : 'imagen'}`,
  },
  deletion: {
    heading: 'Borrar tus datos',
    body: (artist) =>
      `Elimina tu solicitud, la conversación, las imágenes que enviaste y cualquier cita. ${artist} recibe un aviso.`,
    open: 'Borrar mis datos',
    title: '¿Borrar tu solicitud y la conversación?',
    description: (artist) =>
      `Se borrarán tu solicitud, la conversación, las imágenes que enviaste y cualquier cita con ${artist}. No se puede deshacer, y este enlace dejará de funcionar.`,
    failed: 'No se han podido borrar tus datos. Inténtalo de nuevo.',
    keep: 'Mantener mis datos',
    deleting: 'Borrando…',
    confirm: 'Borrar para siempre',
  },
};
