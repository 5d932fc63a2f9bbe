import { SPECIALTY_STYLES } from '../../../constants/styles.ts';
import type { ConceptVisual } from '../../../contracts/chat.ts';
import type { Brief } from '../brief.ts';
import { describeDesign, formatPlacement } from '../project-summary.ts';
import { closestOfferedStyle, colorOfStyle, offersStyle } from '../style-relations.ts';
import { capitalize } from '../text/capitalize.ts';
import { STYLE_LOOKS } from './style-looks.ts';

/** The concept visual before the server stores its image and fills `imageUrl`. */
export type ConceptVisualDraft = Omit<ConceptVisual, 'imageUrl'>;

const MAX_SUBJECT_ELEMENTS = 3;
const COLOR_WORDS = { color: 'color', black_and_grey: 'black and grey', black: 'black only' } as const;

/**
 * The spec §3 concept visual, once the idea and style are known (issue #4 "Concept visual"): a rough
 * direction in words, which the concept board draws. Null before then.
 */
export function draftConceptVisual(brief: Brief): ConceptVisualDraft | null {
  if (!brief.idea || !brief.style) return null;
  const look = STYLE_LOOKS[brief.style];
  const design = describeDesign(brief)!;
  const where = brief.placement ? ` for the ${formatPlacement(brief.placement)}` : '';
  const size = brief.size ? `, ${brief.size.text}` : '';
  const color = brief.colorMode ? `, in ${COLOR_WORDS[brief.colorMode]}` : '';
  const subjects = brief.subjects.length > 0 ? brief.subjects.slice(0, MAX_SUBJECT_ELEMENTS) : [brief.idea];
  const keyElements = [
    ...subjects,
    look.signature,
    ...(brief.placement ? [`fits the ${formatPlacement(brief.placement)}`] : []),
    ...(brief.isCoverUp ? ['covers the existing tattoo'] : []),
  ];
  return {
    concept: `${capitalize(design)}${where}${size}${color}.`,
    styleDirection: look.direction,
    keyElements,
  };
}

/**
 * The brief the concept is drawn from: for a style the artist does not do, the closest style the artist
 * offers, matching the reply's "here is what <artist> could do" (issue #4 "Hard gates").
 */
export function briefForConcept(brief: Brief, offeredStyles: readonly string[]): Brief {
  if (!brief.style || offersStyle(offeredStyles, brief.style)) return brief;
  const alternative = closestOfferedStyle(brief.style, offeredStyles);
  const style = SPECIALTY_STYLES.find((known) => known === alternative) ?? null;
  // A blackwork take is black and grey, whatever colour the original style implied.
  return { ...brief, style, colorMode: (style && colorOfStyle(style)) ?? brief.colorMode };
}

/** Same concept text and elements: nothing new to show. */
export function isSameConcept(a: ConceptVisualDraft | null, b: ConceptVisualDraft | null): boolean {
  return a?.concept === b?.concept && a?.keyElements.join('|') === b?.keyElements.join('|');
}
