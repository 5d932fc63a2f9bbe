import { type AskableField, LANGUAGES, type Language } from '../case-schema.ts';

/**
 * How the evaluation reads a reply (decision 019). Deliberately independent of the engine: its own small word
 * lists in English, Spanish and Portuguese, so a reply is judged by what a client would read.
 */

/** Lowercase, punctuation and emoji dropped, spaces collapsed; accents kept. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const wordsOf = (text: string): string[] => normalize(text).split(' ').filter(Boolean);

/** Sentences, split after . ! ? (and a line break). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The sentences that ask something: ending in "?" or opening with "¿". */
export function questionsOf(text: string): string[] {
  return sentencesOf(text).filter((sentence) => sentence.endsWith('?') || sentence.startsWith('¿'));
}

/** Whole words or phrases, with letter boundaries that also hold around accented letters ("qué", "dónde"). */
function anyOf(phrases: readonly string[]): RegExp {
  return new RegExp(`${NOT_AFTER_LETTER}(${phrases.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

const NOT_AFTER_LETTER = '(?<![\\p{L}\\p{N}])';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which field a question is about: a question sentence naming one of these words asks about that field. */
const FIELD_PATTERNS: Record<AskableField, RegExp> = {
  age: anyOf(['18', 'eighteen', 'age', 'how old', 'edad', 'mayor de edad', 'idade', 'maior de idade']),
  idea: anyOf([
    'idea',
    'ideas',
    'design',
    'subject',
    'what would you like',
    'what are you thinking',
    'what do you have in mind',
    'diseño',
    'qué te gustaría',
    'tienes en mente',
    'ideia',
    'desenho',
    'o que você',
  ]),
  style: anyOf(['style', 'styles', 'estilo', 'estilos']),
  placement: anyOf([
    'where',
    'placement',
    'on your body',
    'body part',
    'dónde',
    'donde',
    'zona',
    'parte del cuerpo',
    'onde',
    'parte do corpo',
  ]),
  size: anyOf([
    'size',
    'how big',
    'how large',
    'inches',
    'cm',
    'tamaño',
    'tamanho',
    'qué tan grande',
    'quão grande',
  ]),
  color: anyOf([
    'color',
    'colour',
    'colors',
    'colours',
    'black and grey',
    'black and gray',
    'black & grey',
    'en color',
    'a color',
    'a cores',
    'colorida',
    'preto e cinza',
    'negro y gris',
  ]),
  budget: anyOf([
    'budget',
    'spend',
    'price range',
    'presupuesto',
    'orçamento',
    'gastar',
    'invertir',
    'investir',
  ]),
  references: anyOf([
    'reference',
    'references',
    'photo',
    'photos',
    'pic',
    'pics',
    'picture',
    'pictures',
    'image',
    'images',
    'referencia',
    'referencias',
    'referência',
    'referências',
    'foto',
    'fotos',
    'imagens',
  ]),
  timing: anyOf([
    'when',
    'timing',
    'timeframe',
    'time frame',
    'date',
    'dates',
    'cuándo',
    'fecha',
    'quando',
    'prazo',
  ]),
  contact: anyOf(['email', 'e-mail', 'phone', 'correo', 'teléfono', 'telefone', 'contato']),
};

/** The fields a reply asks about, read from its question sentences only. */
export function askedFields(reply: string): Set<AskableField> {
  const asked = new Set<AskableField>();
  for (const question of questionsOf(reply)) {
    const text = question.toLowerCase();
    for (const [field, pattern] of Object.entries(FIELD_PATTERNS) as [AskableField, RegExp][]) {
      if (pattern.test(text)) asked.add(field);
    }
  }
  return asked;
}

/**
 * Function words that tell the six languages apart (words shared by two are left out: Portuguese "o" is also
 * Spanish "or", "du" is French and German, "es" Spanish and German).
 */
const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'the you your and is are what for with it to do would of in on i this that can we be'.split(' '),
  ),
  es: new Set(
    'el la los las tu tus con es y qué que cómo dónde cuándo te una quieres tatuaje gracias por muy lo del al puedes hola sí tienes pieza tamaño cuerpo'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'os você seu sua com é e um uma tatuagem não quer obrigado obrigada do da no na pode olá oi sim ao tem peça tamanho corpo onde'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'les ton ta tes vous est et une des au pour avec quel quelle je ce cette pas oui merci bonjour taille corps où peux veux tatouage'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der das dich dir ich ist und ein eine einen mit für auf nicht wie welche welcher gerne danke hallo größe körperstelle oder bei von zu'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo gli di che per è sono hai ti tuo tua uno della alla sul grazie ciao tatuaggio dimensione corpo vuoi puoi'.split(
      ' ',
    ),
  ),
};

/** The reply's language: the one with the most function words (en on a tie or none). */
export function replyLanguage(reply: string): Language {
  const words = wordsOf(reply);
  const count = (language: Language) => words.filter((word) => FUNCTION_WORDS[language].has(word)).length;
  const others = LANGUAGES.filter((language) => language !== 'en');
  const [best] = [...others].sort((a, b) => count(b) - count(a));
  const bestScore = best ? count(best) : 0;
  const isClearWinner =
    best !== undefined &&
    bestScore > count('en') &&
    others.every((language) => language === best || count(language) < bestScore);
  return isClearWinner ? best : 'en';
}

/** Jaccard similarity of two sentences' word sets. */
export function similarity(a: string, b: string): number {
  const left = new Set(wordsOf(a));
  const right = new Set(wordsOf(b));
  if (left.size === 0 || right.size === 0) return 0;
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared);
}

/** Two question sentences this alike (and at least 4 words long) are the same question. */
export const NEAR_IDENTICAL = 0.8;

export function isNearIdentical(a: string, b: string): boolean {
  return wordsOf(a).length >= 4 && wordsOf(b).length >= 4 && similarity(a, b) >= NEAR_IDENTICAL;
}

/** A question offering choices: "fine line, geometric or dotwork?" */
export function offersOptions(reply: string): boolean {
  return questionsOf(reply).some((question) => /\S[,\s]+(or|o|ou|oder|oppure)\s+\S/iu.test(question));
}

/** Words of care a memorial, a scar or a regretted tattoo should be met with first. */
export const EMPATHY_WORDS = [
  'sorry',
  'loss',
  'condolence',
  'honou',
  'memory',
  'remember',
  'tribute',
  'special',
  'meaningful',
  'means a lot',
  'understand',
  'totally get',
  'no worries',
  'no judgment',
  'no judgement',
  'happens',
  'lo siento',
  'pérdida',
  'homenaje',
  'recuerdo',
  'sinto muito',
  'perda',
  'homenagem',
  'lembrança',
  'memória',
  // Added with the conversation checks (decision 042): distress that is not a loss, and the other languages.
  'sounds hard',
  'sounds tough',
  'sounds like a lot',
  'rough time',
  'rough year',
  'rough patch',
  'siento',
  'lamento',
  'je suis désolé',
  'je suis vraiment désolé',
  'je suis tellement désolé',
  'condoléances',
  'courage',
  'tut mir leid',
  'beileid',
  'mi dispiace tanto',
  'mi dispiace molto',
  'condoglianze',
  'thank you for sharing',
  'thanks for sharing',
  'trusting us',
  'beautiful way',
  'glad you',
  'take your time',
];

/** Ways of offering the artist or a person directly. */
export const HANDOFF_WORDS = [
  'reach',
  'contact',
  'get in touch',
  'pass',
  'directly',
  'human',
  'a person',
  'in person',
  'email',
  'e-mail',
  'dm',
  'message',
  'hear from',
  'get back to you',
  'contactar',
  'contato',
  'contacto',
  'persona',
  'pessoa',
  'directamente',
  'diretamente',
  // French, German and Italian (decision 042).
  'directement',
  'contacter',
  'joindre',
  'direkt',
  'kontakt',
  'persönlich',
  'direttamente',
  'contatt',
];

/** Case-insensitive substrings (cases' mustContainAny / mustNotContain). */
export const containsAny = (text: string, needles: readonly string[]) => {
  const haystack = text.toLowerCase();
  return needles.some((needle) => haystack.includes(needle.toLowerCase()));
};

/** Words starting with one of these stems ("honou" finds "honour" and "honor"), not inside other words. */
export function mentionsAny(text: string, stems: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return stems.some((stem) => new RegExp(`${NOT_AFTER_LETTER}${escapeRegExp(stem)}`, 'u').test(lower));
}
