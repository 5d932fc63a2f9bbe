import { styleInSentence } from './artist-profile.ts';
import type { Brief, ColorMode, Placement } from './brief.ts';
import { capitalize } from './text/capitalize.ts';

/** Sub-areas that read "back of the left hand" rather than "left back hand". */
const SUB_AREAS_READ_WITH_OF = new Set(['back', 'side', 'top', 'base', 'bottom', 'front']);

/** "left inner forearm", "back of the right hand", "behind the ear". */
export function formatPlacement(placement: Placement): string {
  const { area, side, subArea } = placement;
  if (subArea && SUB_AREAS_READ_WITH_OF.has(subArea))
    return `${subArea} of the ${[side, area].filter(Boolean).join(' ')}`;
  return [side, subArea, area].filter(Boolean).join(' ');
}

/** An idea about someone ("my dog") reads as "tattoo of my dog". */
const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their']);

/** "geometric wolf head", "geometric piece", "realism tattoo of my dog"; null when neither is known. */
export function describeDesign(brief: Pick<Brief, 'idea' | 'style'>): string | null {
  if (!brief.idea && !brief.style) return null;
  const style = brief.style && styleInSentence(brief.style);
  const idea =
    brief.idea && POSSESSIVES.has(brief.idea.split(' ')[0] ?? '') ? `tattoo of ${brief.idea}` : brief.idea;
  return [style, idea ?? 'piece'].filter(Boolean).join(' ');
}

/** How the summary says each colour mode: "black only" is never "black and grey" (decision 047). */
const COLOR_MODE_WORDS: Readonly<Record<ColorMode, string>> = {
  color: 'color',
  black_and_grey: 'black and grey',
  black: 'black only',
};

/** The parts of the one-line summary, in order, for whatever the brief knows. */
export function summaryParts(brief: Brief): string[] {
  const design = describeDesign(brief);
  return [
    design,
    brief.placement && formatPlacement(brief.placement),
    brief.size?.text,
    brief.colorMode && COLOR_MODE_WORDS[brief.colorMode],
    brief.budget &&
      (brief.budget.isFlexible && !brief.budget.max ? 'flexible budget' : `budget ${brief.budget.text}`),
    brief.isCoverUp ? 'cover-up' : null,
  ].filter((part): part is string => Boolean(part));
}

/** Issue #4: one line for the artist, like "Geometric wolf head, left forearm, ~5 in, black and grey, budget $400". */
export function summarizeProject(brief: Brief): string {
  const line = summaryParts(brief).join(', ');
  return line ? capitalize(line) : 'Tattoo enquiry';
}

/** The spec §3 `directionSummary`: the project line plus references and timing, for the save request. */
export function summarizeDirection(brief: Brief): string {
  const parts = summaryParts(brief);
  if (parts.length === 0) return '';
  if (brief.hasReferences !== null) parts.push(brief.hasReferences ? 'has references' : 'no references');
  if (brief.timing) parts.push(`timing: ${brief.timing}`);
  return capitalize(parts.join(', '));
}

/** The spec §3 lead's text columns. */
export interface LeadFields {
  tattooStyle: string | null;
  placement: string | null;
  size: string | null;
  budget: string | null;
  description: string | null;
}

export function toLeadFields(brief: Brief): LeadFields {
  return {
    tattooStyle: brief.style,
    placement: brief.placement && formatPlacement(brief.placement),
    size: brief.size?.text ?? null,
    budget: brief.budget?.text ?? null,
    description: brief.idea,
  };
}
