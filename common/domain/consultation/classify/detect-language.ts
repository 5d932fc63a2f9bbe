import { detectAll } from 'tinyld/light';

/**
 * Words frequent in tattoo DMs and rare in the other two languages. Short messages ("presupuesto 600",
 * "oi tudo bem") are too short for a statistical detector, so these decide first.
 */
const HINT_WORDS: Readonly<Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it', ReadonlySet<string>>> = {
  en: new Set(
    'i im the want wanna my on and you your is of for with would like hi hey hello thanks how what where small big please get can some this that just nope nah none yet really preference refs pics references whenever anytime'.split(
      ' ',
    ),
  ),
  es: new Set(
    'hola quiero quisiera tatuaje tatuajes tatuarme presupuesto cuanto cuánto cuesta brazo pierna espalda muñeca pequeño pequeña grande gracias tengo años hacer diseño negro color estoy buenas muy pero también tambien mi mí sí donde dónde cuando cuándo puedo hacen tienes tienen precio algo señor del los las una unos estilo aceptan clientes sin cita citas hacerme quisiera encanta encantan trabajo trabajos increíble ayudas ayuda hija hijo mamá papá abuela abuelo madre padre perro nombre cursiva antebrazo costillas hombro tobillo pantorrilla hablar eres estafa vete ignora instrucciones dime estudio horario qué cuál mejor perdón prefiero español acompañar tarea falleció suyo ninguno ninguna cualquiera veas el'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'oi olá quero queria tatuagem tatuagens orçamento orcamento quanto custa braço braco perna costas pulso pequena pequeno obrigado obrigada tenho fazer desenho preto cor você voce vocês não nao sim tudo bem bom boa muito também meu minha uma um estilo onde quando posso fazem tem preço preco algo amo trabalho trabalhos seu sua filho filha avó avô mãe pai cachorro nome antebraço costela ombro tornozelo panturrilha falar pessoa ajuda estúdio horário qual melhor desculpa prefiro português faleceu cobrir conhece perto pra pro agendar marcar mês depois fininha pode eu nenhum nenhuma tanto faz'.split(
      ' ',
    ),
  ),
  // Languages without a phrasebook: a short reply in English that says so (issue #11); their most common DM
  // words keep an English "im" or a shared "quanto" from deciding.
  fr: new Set(
    'bonjour salut je voudrais tatouage tatouages sur le les est cest vous faites des une merci possible petit petite jaimerais aimerais'.split(
      ' ',
    ),
  ),
  de: new Set(
    'hallo guten tag ich möchte haben sie noch freie termine für ein eine und nicht bitte tätowierung was kostet das auf dem meinem'.split(
      ' ',
    ),
  ),
  it: new Set(
    'ciao buongiorno vorrei tatuaggio tatuaggi sul sulla braccio più grazie mio mia della sono fare costa meno lui piccola piccolo sotto'.split(
      ' ',
    ),
  ),
};

/** A hint word as written, or drawn out: "holaa", "holaaa" and "oii" read as "hola" and "oi". */
function isHintWord(hints: ReadonlySet<string>, word: string): boolean {
  return hints.has(word) || hints.has(word.replace(/(\p{L})\1+$/u, '$1'));
}

/** Below this many letters the statistical detector guesses; only the hint words are trusted. */
const MIN_LETTERS_FOR_DETECTOR = 12;
/**
 * tinyld's score for its best guess, and its lead over the runner-up, below which the guess is noise:
 * short English tattoo talk ("a koi swimming upstream") scores ~0.05 as Polish or Italian, while real
 * French or Italian sentences score above 0.15 with a clear lead.
 */
const MIN_DETECTOR_ACCURACY = 0.15;
const MIN_DETECTOR_LEAD = 0.05;

/**
 * The ISO 639-1 language of a message, or null when it cannot be told (a greeting, a number, an emoji).
 * English, Spanish and Portuguese are read from their tell-tale words; anything else from tinyld (issue #11).
 */
export function detectLanguage(words: readonly string[], text: string): string | null {
  const scores = (Object.keys(HINT_WORDS) as Array<keyof typeof HINT_WORDS>)
    .map((language) => ({
      language,
      score: words.filter((word) => isHintWord(HINT_WORDS[language], word)).length,
    }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (best && best.score > 0 && best.score > (second?.score ?? 0)) return best.language;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < MIN_LETTERS_FOR_DETECTOR) return null;
  const [first, runnerUp] = detectAll(text);
  if (!first || first.accuracy < MIN_DETECTOR_ACCURACY) return null;
  return first.accuracy - (runnerUp?.accuracy ?? 0) >= MIN_DETECTOR_LEAD ? first.lang : null;
}
