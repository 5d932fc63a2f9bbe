import { withElidedForms } from '../languages/elided-forms.ts';
import { LANGUAGES } from '../languages/index.ts';
import type { AreaName, ReadingWords } from '../languages/language-module.ts';
import { spellings } from '../text/spellings.ts';

/**
 * Every body area name of every language (decision 018), each mapped to the English canonical area, so a
 * placement reads the same whatever the language. The languages write each name once, with its accents; the
 * forms clients also type are generated here: without accents ("epaule", "rucken", "ruecken"), with the
 * articles read whole ("no braço"), and with the elisions the tokenizer glues on ("l'avant-bras" →
 * "lavant bras", "sull'avambraccio").
 */
const NAMED_FORMS: readonly AreaName[] = LANGUAGES.flatMap(({ reading }) => namesWithForms(reading));
export const AREA_NAME_PHRASES: readonly AreaName[] = [...NAMED_FORMS, ...pluralsInsidePhrases(NAMED_FORMS)];

/** Elided articles and prepositions glued to a vowel, in every language ("l", "dell", "sull"). */
export const ELISIONS: readonly string[] = [...new Set(LANGUAGES.flatMap(({ reading }) => reading.elisions))];
/** The elisions that mean "of": "l'intérieur de l'avant-bras", "parte interna dell'avambraccio". */
export const ELIDED_OF: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap(({ reading }) => reading.elisionsMeaningOf),
);

function namesWithForms(reading: ReadingWords): AreaName[] {
  const names = withElidedForms(reading.areaNames, reading.elisions);
  const withArticles = reading.areaNames.flatMap(([name, area]) =>
    reading.articlesBeforeAreas.map((article) => [`${article} ${name}`, area] as const),
  );
  return [...names, ...withArticles].flatMap(([name, area]) =>
    spellings(name).map((spelling) => [spelling, area] as const),
  );
}

/**
 * "en los dedos": a plural that is also a word of a longer name ("dedos del pie") is known to the spelling
 * corrector as written, so it is never folded to the single name ("dedo"); it is read as that name here.
 */
function pluralsInsidePhrases(names: readonly AreaName[]): AreaName[] {
  const single = new Map(names.filter(([name]) => !name.includes(' ')));
  const wordsOfPhrases = new Set(names.flatMap(([name]) => (name.includes(' ') ? name.split(' ') : [])));
  return [...wordsOfPhrases].flatMap((word) => {
    const area = single.get(word.replace(/e?s$/, '')) ?? single.get(word.slice(0, -1));
    return word.endsWith('s') && !single.has(word) && area ? [[word, area] as const] : [];
  });
}
