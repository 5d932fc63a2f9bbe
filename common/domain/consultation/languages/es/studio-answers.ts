import type { StudioAnswerWords } from '../../studio-answers/studio-answer-words.ts';

/** Respuestas del estudio en español (decision 045). */
export const STUDIO_ANSWERS_ES: StudioAnswerWords = {
  defaults: {
    session_length:
      'Las piezas pequeñas (hasta unos 5 cm) suelen llevar menos de una hora, las del tamaño de la palma de 1 a 3 horas, y las grandes se dividen en sesiones de 3 a 5 horas; {artist} calcula la tuya cuando el diseño esté listo.',
    healing_time:
      'La superficie suele curar en 2 o 3 semanas, y la piel se asienta del todo en unas 4 a 6 semanas.',
    pain: 'El dolor depende de la persona y de la zona: las zonas con hueso o piel fina (costillas, esternón, columna, pies, interior del brazo) suelen ser más sensibles, y el exterior del brazo, el muslo y la pantorrilla más llevaderos. Es una orientación general, no un consejo médico.',
    payment_methods: '{artist} acepta tarjeta y efectivo; la señal se paga al reservar.',
    parking: 'Hay aparcamiento en la calle cerca del estudio; {artist} te manda cómo llegar con la reserva.',
    companion: 'Puedes venir con una persona que te acompañe, sin problema.',
    numbing_cream:
      'Puedes usar crema anestésica si lo consultas antes con {artist}, porque algunas cremas cambian cómo la piel toma la tinta.',
    touch_ups:
      'Un retoque en los primeros meses suele estar incluido si algo cicatriza irregular; {artist} te lo confirma para tu pieza.',
    aftercare:
      'Cuidados: lávalo con un jabón suave, aplica una capa fina de crema sin perfume y evita el sol, la piscina y el mar durante dos semanas; {artist} te da todas las indicaciones el día de la sesión.',
    colour_work: '{artist} trabaja en color y en blanco y negro, y te dirá qué le va mejor a tu diseño.',
    guest_spots: '{artist} anuncia sus guest spots en Instagram en cuanto están previstos.',
    pricing:
      'El precio depende del tamaño, el detalle y la zona; {artist} te da un precio cuando el diseño esté definido.',
  },
  topicStems: {
    location: ['estas en', 'estan en', 'estais en'],
    healing_time: ['cicatriza*', 'curar', 'sanar', 'se cura'],
    booking: ['reservar', 'agendar', 'pedir cita'],
    numbing_cream: ['anestes', 'adormec', 'lidocain', 'emla'],
    touch_ups: ['retoq', 'retocar'],
    payment_methods: [
      'tarjeta',
      'efectivo',
      'bizum',
      'paypal',
      'forma de pago',
      'metodo de pago',
      'pagar con',
      'a plazos',
      'transferencia',
      'bizum',
    ],
    parking: ['aparca', 'estaciona', 'parking'],
    guest_spots: ['guest', 'convencion', 'gira'],
    colour_work: ['color'],
    experience: [
      'anos de experiencia',
      'cuanta experiencia',
      'cuanto tiempo llevas',
      'hace cuanto tatuas',
      'cuantos anos llevas',
    ],
    duration: ['cuanto dura', 'cuanto tiempo', 'dura', 'durar', 'cuantas sesiones'],
    aftercare: [
      'cuidado',
      'cuidar',
      'lavar',
      'jabón',
      'pomada',
      'film',
      'piscina',
      'playa',
      'nadar',
      'protector solar',
    ],
  },
  studioStems: ['estudio', 'cita', 'sesion', 'reserva', 'tatu', 'tattoo', 'artista'],
  whereWords: ['dónde', 'dnd'],
  placeWords: ['estudio', 'local'],
  whenWords: ['cuándo', 'cuando', 'a qué hora', 'cuánto tiempo'],
  openWords: ['abierto', 'abren', 'abrís', 'cierra', 'cerrado'],
  arrivalWords: ['llegó', 'llego', 'llegado', 'recibiste', 'te llegó', 'lo ves', 'la ves'],
  sentWords: ['mandé', 'envié', 'mande', 'envie'],
  speakWords: ['hablas', 'hablan', 'habla', 'hablás', 'escribir en', 'escribes en'],
  languageNames: [
    ['inglés', 'en'],
    ['español', 'es'],
    ['castellano', 'es'],
    ['portugués', 'pt'],
    ['francés', 'fr'],
    ['alemán', 'de'],
    ['italiano', 'it'],
    ['idioma', null],
    ['idiomas', null],
  ],
  offerStems: [
    'tatuas',
    'tatuais',
    'tatuan',
    'haceis',
    'hacen',
    'haces',
    'vendeis',
    'venden',
    'ofreceis',
    'ofrecen',
    'aceptais',
    'aceptan',
  ],
  selfWords: ['yo', 'me', 'mi', 'mis', 'puedo', 'podemos', 'nosotros', 'tengo', 'llevo'],
  willAsk: (artistName) => `Sobre eso, se lo pregunto a ${artistName} y te respondo por aquí.`,
  blackAndGreyOnly: '{artist} trabaja solo en negro y gris, así que no hace piezas a color.',
  inTheirWords: (artistName, text) => `En palabras de ${artistName}: «${text}»`,
  experience: (artistName, fact) =>
    'years' in fact
      ? `${artistName} lleva ${fact.years} años tatuando.`
      : `${artistName} tatúa desde ${fact.since}.`,
};
