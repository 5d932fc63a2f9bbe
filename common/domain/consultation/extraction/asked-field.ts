import type { BriefField, ColorMode, Placement } from '../brief.ts';
import { AREA_MATCHER, parsePlacement } from './parse-placement.ts';
import { readMessage } from './read-message.ts';

/**
 * Words that give away which field a question asks about, checked in this order so that
 * "Roughly how big are you thinking?" is size, not idea. The phrasebooks in languages/ use them.
 */
const FIELD_CUES: ReadonlyArray<readonly [BriefField, readonly string[]]> = [
  ['budget', ['budget', 'spend', 'presupuesto', 'orçamento']],
  [
    'references',
    [
      'reference',
      'photo',
      'picture',
      'image',
      'referencia',
      'referência',
      'foto',
      'imagen',
      'imagem',
      'referenz',
    ],
  ],
  [
    'size',
    [
      'how big',
      'how large',
      'size',
      'tamaño',
      'tamanho',
      'taille',
      'größe',
      'wie groß',
      'dimensione',
      'quanto grande',
    ],
  ],
  [
    'color',
    [
      'colour',
      'color',
      'black and grey',
      'black and gray',
      'colorida',
      'negro y gris',
      'preto e cinza',
      'couleur',
      'farbe',
      'colore',
      'colori',
    ],
  ],
  [
    'placement',
    [
      'where',
      'placement',
      'body part',
      'dónde',
      'onde',
      'del cuerpo',
      'do corpo',
      'emplacement',
      'endroit',
      'körperstelle',
      'del corpo',
      // The placements offered to an unsure client: "¿…o prefieres otra zona?", "ou prefere outro lugar?"
      'zona',
      'sitio',
      'lugar',
    ],
  ],
  [
    'timing',
    [
      'when',
      'timing',
      'timeline',
      'timeframe',
      'how soon',
      'a date',
      'cuándo',
      'quando',
      'fecha',
      'data',
      'quand',
      'wann',
    ],
  ],
  [
    'contact',
    [
      'email',
      'phone',
      'reach you',
      'contact',
      'teléfono',
      'telefone',
      'contactarte',
      'e-mail',
      'telefon',
      'contattarti',
    ],
  ],
  ['style', ['style', 'estilo', 'welcher stil', 'stile']],
  [
    'idea',
    [
      'idea',
      'design',
      'kind of piece',
      'what would you like',
      'thinking about',
      'in mind',
      'to show',
      'ideia',
      'tatuaje',
      'tatuagem',
      // The subjects offered to a client with no idea yet ("…or is there a subject you love?").
      'subject',
      'motivo',
      'tema',
      // French, German and Italian (issue #23): "Quelle idée…", "Welche Idee…", "…c'è un soggetto che ami?"
      'idée',
      'idee',
      'motif',
      'motiv',
      'soggetto',
      'tatouage',
      'tatuaggio',
      'welches tattoo',
    ],
  ],
];

/** "preference", "preferencia", "preferência" hold the references cue: "Any colour preference?" is colour. */
const PREFERENCE_WORD = /pref[eé]r[eê]nc/g;

/**
 * The field the assistant's last question asked about, so a bare answer ("500", "left", "not sure")
 * can be read in context. Works on the built-in replies and on an LLM's, since it only reads words.
 */
export function detectAskedField(assistantText: string): BriefField | null {
  const question = lastQuestion(assistantText.toLowerCase())?.replace(PREFERENCE_WORD, 'liking');
  if (question === undefined || question === null) return null;
  const cued = FIELD_CUES.find(([, cues]) => cues.some((cue) => question.includes(cue)))?.[0];
  // "Would you like it on your forearm?": a question naming a body area and nothing else asks where.
  return cued ?? (namesBodyArea(question) ? 'placement' : null);
}

function namesBodyArea(question: string): boolean {
  return AREA_MATCHER.findAll(readMessage(question, MAX_QUESTION_CHARS).tokens).length > 0;
}
const MAX_QUESTION_CHARS = 1000;

/**
 * The last sentence ending in "?", or a closing invitation without one ("Tell me about the tattoo you
 * have in mind."), which the replies use so as not to ask the same question twice in a row (issue #11).
 */
function lastQuestion(text: string): string | null {
  const questionEnd = text.lastIndexOf('?');
  if (questionEnd < 0) return lastInvitation(text);
  const questionStart =
    Math.max(
      text.lastIndexOf('.', questionEnd),
      text.lastIndexOf('!', questionEnd),
      text.lastIndexOf('?', questionEnd - 1),
      text.lastIndexOf('\n', questionEnd),
    ) + 1;
  return text.slice(questionStart, questionEnd);
}

const INVITATIONS = [
  'tell me',
  'let me know',
  'cuéntame',
  'cuentame',
  'me cuenta',
  'me conta',
  'me diga',
  'dis-moi',
  'sag mir',
  'dimmi',
];

function lastInvitation(text: string): string | null {
  const sentences = text
    .split(/[.!\n]/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const last = sentences.at(-1) ?? '';
  return INVITATIONS.some((cue) => last.includes(cue)) ? last : null;
}

/** The assistant's last question asks the client to confirm being 18 or over (the phrasebooks' age line). */
export function detectsAgeQuestion(assistantText: string): boolean {
  const question = lastQuestion(assistantText.toLowerCase());
  return question !== null && /\b18\b/.test(question);
}

/**
 * A question a bare yes or no can answer, and what each would mean (decision 018): "Do you want colour?",
 * "Would you like it in color, or black and grey?", "Any placement in mind?", "Is the budget flexible?".
 */
export interface YesNoQuestion {
  field: BriefField;
  /** The colour mode the question names first: a yes takes it, a no takes the other. Null off colour. */
  proposedColor: ColorMode | null;
  /** "Colour, or black and grey?": two options, so a yes picks neither. */
  offersChoice: boolean;
  /** "Any colour preference?", "Do you have a size in mind?": a no leaves the field to the artist. */
  asksPreference: boolean;
  /** "Is the budget flexible?", "Open to another spot?": heard, and nothing recorded either way. */
  asksFlexibility: boolean;
  /** "Would you like it on your forearm?": the area a yes takes (decision 018). Null off placement. */
  proposedPlacement: Placement | null;
}

/** Question words of the languages read: a question holding one ("Where…?", "¿Dónde…?") is not yes-or-no. */
const OPEN_QUESTION_WORDS = new Set(
  'what whats which where wheres when how who why qué dónde cuándo cuál cuáles cuánto cuánta cómo onde quando qual quais quanto quanta où quand quel quelle quels combien comment wo wann welche welcher welches wie was dove quale quanti cosa'.split(
    ' ',
  ),
);
const PREFERENCE_CUES = [
  'in mind',
  'any idea',
  'preference',
  'prefer',
  'do you know',
  'en mente',
  'preferencia',
  'em mente',
  'preferência',
  'une idée',
  'en tête',
  'préférence',
  'vorstellung',
  'im kopf',
  'in mente',
  'preferenza',
];
const FLEXIBILITY_CUES = [
  'flexible',
  'flexibility',
  'open to',
  'willing to',
  'okay if',
  'ok if',
  'flexível',
  'abierto a',
  'aberto a',
  'flexibel',
  'flessibile',
];
/** Words joining two options: "color, or black and grey", "a color, o en negro y gris", "colorida, ou". */
const CHOICE_WORDS = new Set(['or', 'o', 'ou', 'oder', 'oppure']);
const COLOR_WORDS = [
  'colour',
  'color',
  'colorida',
  'colorido',
  'cores',
  'couleur',
  'farbe',
  'farbig',
  'bunt',
  'colore',
  'colori',
];
const BLACK_WORDS = ['black', 'grey', 'gray', 'negro', 'preto', 'noir', 'schwarz', 'nero', 'b&g'];

/** The yes-or-no question the assistant's message ends on, or null when it asks none (or asks "where?"). */
export function detectYesNoQuestion(assistantText: string): YesNoQuestion | null {
  const question = lastQuestion(assistantText.toLowerCase());
  const field = detectAskedField(assistantText);
  if (question === null || field === null) return null;
  const words = question.split(/[^\p{L}&]+/u).filter(Boolean);
  const asksPreference = PREFERENCE_CUES.some((cue) => question.includes(cue));
  if (!asksPreference && words.some((word) => OPEN_QUESTION_WORDS.has(word))) return null;
  return {
    field,
    proposedColor: field === 'color' ? firstColorNamed(words) : null,
    offersChoice: words.some((word) => CHOICE_WORDS.has(word)),
    asksPreference,
    asksFlexibility: FLEXIBILITY_CUES.some((cue) => question.includes(cue)),
    proposedPlacement:
      field === 'placement'
        ? (parsePlacement(readMessage(question, MAX_QUESTION_CHARS).tokens, null)?.value ?? null)
        : null,
  };
}

/**
 * Words of a question about a cover-up, in every language read: "Is this a cover-up?", "Will this go over an
 * existing tattoo?", "¿Es para tapar un tatuaje?", "C'est pour recouvrir un ancien tatouage ?".
 */
const COVER_UP_QUESTION_CUES = [
  'cover',
  'existing tattoo',
  'old tattoo',
  'over a tattoo',
  'over another tattoo',
  'blast over',
  'tapar',
  'cubrir',
  'tatuaje existente',
  'tatuaje viejo',
  'tatuaje antiguo',
  'cobrir',
  'cobertura',
  'tatuagem antiga',
  'tatuagem existente',
  'couvrir',
  'recouvr',
  'tatouage existant',
  'ancien tatouage',
  'überdeck',
  'ueberdeck',
  'altes tattoo',
  'bestehendes tattoo',
  'copertura',
  'coprire',
  'tatuaggio esistente',
  'vecchio tatuaggio',
];

/**
 * The assistant's message ends on a yes-or-no question about a cover-up (decision 018): a model may ask one,
 * and "yes" / "no" to it say cover-up or fresh skin. "What are we covering?" is an open question, not this.
 */
export function detectsCoverUpQuestion(assistantText: string): boolean {
  const question = lastQuestion(assistantText.toLowerCase());
  if (question === null || !COVER_UP_QUESTION_CUES.some((cue) => question.includes(cue))) return false;
  return !question.split(/[^\p{L}]+/u).some((word) => OPEN_QUESTION_WORDS.has(word));
}

function firstColorNamed(words: readonly string[]): ColorMode | null {
  const named = words.find((word) => COLOR_WORDS.includes(word) || BLACK_WORDS.includes(word));
  if (named === undefined) return null;
  return COLOR_WORDS.includes(named) ? 'color' : 'black_and_grey';
}
