import type { LanguageModule } from '../language-module.ts';
import { DIALOGUE_WORDS } from './dialogue-words.ts';
import { NUMBER_WORDS } from './number-words.ts';
import { PORTUGUESE } from './phrasebook.ts';
import { READING_WORDS } from './reading-words.ts';
import { STUDIO_ANSWERS_PT } from './studio-answers.ts';

/** Portuguese: its tell-tale words, its replies and its reading words. */
export const PT: LanguageModule = {
  code: 'pt',
  hintWords:
    'oi olá quero queria tatuagem tatuagens orçamento quanto custa braço perna costas pulso pequena pequeno obrigado obrigada tenho fazer desenho preto cor você vocês não sim tudo bem bom boa muito também meu minha uma um estilo onde quando posso fazem tem preço algo amo trabalho trabalhos seu sua filho filha avó avô mãe pai cachorro nome antebraço costela ombro tornozelo panturrilha falar pessoa ajuda estúdio horário qual melhor desculpa prefiro português faleceu cobrir conhece perto pra pro agendar marcar mês depois fininha pode eu nenhum nenhuma tanto faz'.split(
      ' ',
    ),
  replies: {
    // One warm register: every tone speaks the same Portuguese.
    phrasebooks: { friendly: PORTUGUESE, professional: PORTUGUESE, playful: PORTUGUESE },
    listWords: { and: 'e', or: 'ou' },
  },
  reading: READING_WORDS,
  numbers: NUMBER_WORDS,
  studioAnswers: STUDIO_ANSWERS_PT,
  dialogue: DIALOGUE_WORDS,
};
