import { type AnswerLanguage, isAnswerLanguage } from '#common/contracts/studio-answers.ts';

/**
 * The one line confirming STOP or START (issue #25), in each language the assistant speaks, following the
 * client-words pattern: a language added to ANSWER_LANGUAGES without its line here fails tsc. The keywords stay in English:
 * they are what the inbox recognises.
 */
const OPT_OUT_WORDS: Readonly<Record<AnswerLanguage, { stopped: string; started: string }>> = {
  en: {
    stopped: 'You will get no more automated messages from this account. Reply START to turn them back on.',
    started: 'Automated messages are back on. Reply STOP any time to turn them off.',
  },
  es: {
    stopped: 'Ya no recibirás mensajes automáticos de esta cuenta. Responde START para volver a activarlos.',
    started:
      'Los mensajes automáticos vuelven a estar activos. Responde STOP cuando quieras para desactivarlos.',
  },
  pt: {
    stopped: 'Você não vai mais receber mensagens automáticas desta conta. Responda START para reativá-las.',
    started: 'As mensagens automáticas estão ativas de novo. Responda STOP quando quiser para desativá-las.',
  },
  fr: {
    stopped: 'Tu ne recevras plus de messages automatiques de ce compte. Réponds START pour les réactiver.',
    started: 'Les messages automatiques sont réactivés. Réponds STOP à tout moment pour les arrêter.',
  },
  de: {
    stopped:
      'Du bekommst keine automatischen Nachrichten mehr von diesem Konto. Antworte mit START, um sie wieder einzuschalten.',
    started: 'Automatische Nachrichten sind wieder an. Antworte jederzeit mit STOP, um sie abzuschalten.',
  },
  it: {
    stopped: 'Non riceverai più messaggi automatici da questo account. Rispondi START per riattivarli.',
    started:
      'I messaggi automatici sono di nuovo attivi. Rispondi STOP in qualsiasi momento per disattivarli.',
  },
};

/** The confirmation of STOP (`isOptedOut`) or START in the thread's language; English when it has none. */
export function optOutConfirmation(isOptedOut: boolean, language: string | null | undefined): string {
  const words = OPT_OUT_WORDS[isAnswerLanguage(language) ? language : 'en'];
  return isOptedOut ? words.stopped : words.started;
}

/** The note on a confirmation: the one automated message an opted-out client still gets. */
export const OPT_OUT_CONFIRMATION_NOTE = 'opt-out-confirmation';
