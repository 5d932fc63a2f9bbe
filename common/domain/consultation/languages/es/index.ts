import type { LanguageModule } from '../language-module.ts';
import { DIALOGUE_WORDS } from './dialogue-words.ts';
import { NUMBER_WORDS } from './number-words.ts';
import { SPANISH } from './phrasebook.ts';
import { READING_WORDS } from './reading-words.ts';
import { STUDIO_ANSWERS_ES } from './studio-answers.ts';

/** Spanish: its tell-tale words, its replies and its reading words. */
export const ES: LanguageModule = {
  code: 'es',
  hintWords:
    'hola quiero quisiera tatuaje tatuajes tatuarme presupuesto cuánto cuesta brazo pierna espalda muñeca pequeño pequeña grande gracias tengo años hacer diseño negro color estoy buenas muy pero también mi mí sí dónde cuándo puedo hacen tienes tienen precio algo señor del los las una unos estilo aceptan clientes sin cita citas hacerme quisiera encanta encantan trabajo trabajos increíble ayudas ayuda hija hijo mamá papá abuela abuelo madre padre perro nombre cursiva antebrazo costillas hombro tobillo pantorrilla hablar eres estafa vete ignora instrucciones dime estudio horario qué cuál mejor perdón prefiero español acompañar tarea falleció suyo ninguno ninguna cualquiera veas el'.split(
      ' ',
    ),
  replies: {
    // One warm register: every tone speaks the same Spanish.
    phrasebooks: { friendly: SPANISH, professional: SPANISH, playful: SPANISH },
    listWords: { and: 'y', or: 'o' },
  },
  reading: READING_WORDS,
  numbers: NUMBER_WORDS,
  studioAnswers: STUDIO_ANSWERS_ES,
  dialogue: DIALOGUE_WORDS,
};
