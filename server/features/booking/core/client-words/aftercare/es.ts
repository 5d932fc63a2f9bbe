import type { AftercareEmailWords } from './aftercare-words.ts';

/** Spanish (Spain), tú as in the chat. */
export const ES: AftercareEmailWords = {
  aftercare: {
    subject: (artist) => `Tus cuidados de ${artist}`,
    heading: 'Cómo cuidar tu tatuaje nuevo',
    thanks: (artist) =>
      `Gracias por tu sesión con ${artist}. Así tienes que cuidar tu tatuaje nuevo mientras cicatriza.`,
    artistText: (artist) => `Los cuidados de ${artist}:`,
    standard: [
      'Deja el film puesto de 2 a 3 horas; después lava el tatuaje con suavidad, con agua tibia y jabón neutro sin perfume, y sécalo a toques con papel de cocina limpio.',
      'Dos veces al día durante dos semanas, lávalo igual y ponte una capa fina de crema hidratante sin perfume.',
      'No lo rasques ni arranques las pielecillas. Nada de piscina, baños, sauna ni sol directo hasta que haya cicatrizado.',
    ],
    questions: (artist) => `¿Algo te preocupa mientras cicatriza? Cuéntaselo a ${artist}.`,
  },
  checkIn: {
    subject: (artist) => `¿Qué tal cicatriza tu tatuaje? De ${artist}`,
    heading: '¿Qué tal cicatriza?',
    body: (artist) =>
      `Han pasado unos días desde tu sesión con ${artist}. Ahora es normal que esté algo rojo, sensible y que se pele un poco. Mantenlo limpio e hidratado.`,
    watch:
      'Si cada día está más caliente, más hinchado o te duele más, o tienes fiebre, ve al médico sin esperar.',
    photoLater: 'Dentro de unas semanas, cuando haya cicatrizado, te pediremos una foto.',
  },
  healedPhoto: {
    subject: (artist) => `A ${artist} le encantaría ver tu tatuaje cicatrizado`,
    heading: '¿Qué tal ha cicatrizado?',
    body: (artist) =>
      `Cuatro semanas después, tu tatuaje ya debería estar cicatrizado. A ${artist} le encantaría verlo: hazle una foto con luz de día y compártela desde la página de tu solicitud.`,
    button: 'Compartir una foto',
  },
  review: {
    subject: (artist) => `¿Le dejas una reseña a ${artist}?`,
    heading: (artist) => `Una reseña para ${artist}`,
    body: (artist) =>
      `Si tienes un minuto, una reseña de tu experiencia con ${artist} ayuda a otras personas a elegir artista. Di lo que de verdad piensas: toda reseña sincera ayuda.`,
    button: 'Escribir una reseña',
  },
};
