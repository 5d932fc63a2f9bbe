import type { SpecialtyStyle } from '../../../constants/styles.ts';
import type { Brief } from '../brief.ts';
import { bodyAreaFor } from '../extraction/body-areas.ts';
import { formatPlacement } from '../project-summary.ts';

/** Detailed styles lose their detail below this size (cm), whatever the placement. */
const STYLE_MIN_CM: Partial<Record<SpecialtyStyle, number>> = { Realism: 7, Portrait: 8, Japanese: 10 };
/** Artists stretch an area's comfortable maximum a little before calling it too big. */
const AREA_TOLERANCE = 1.25;

export type SizeVerdict = 'suited' | 'rough' | 'unsuited' | 'unknown';

export interface SizeFit {
  verdict: SizeVerdict;
  /** Lowercase, to sit inside the feasibility reason. */
  reason: string;
}

/** Whether the size suits the placement and the style's detail (issue #4 "size suited to the placement"). */
export function judgeSizeFit(brief: Brief): SizeFit {
  const { size, placement, style } = brief;
  if (!size || !placement) return { verdict: 'unknown', reason: 'size or placement not given yet' };
  const where = formatPlacement(placement);
  if (size.cm === undefined || size.isVague)
    return { verdict: 'rough', reason: `rough size (${size.text}) for the ${where}` };
  const maxCm = bodyAreaFor(placement.area)?.maxCm;
  if (maxCm !== undefined && size.cm > maxCm * AREA_TOLERANCE) {
    return {
      verdict: 'unsuited',
      reason: `${size.text} is large for the ${where} (fits up to about ${maxCm} cm)`,
    };
  }
  const styleMin = style ? STYLE_MIN_CM[style] : undefined;
  if (styleMin !== undefined && size.cm < styleMin) {
    const styleName = style!.toLowerCase();
    return {
      verdict: 'unsuited',
      reason: `${size.text} is small for ${styleName} detail (about ${styleMin} cm or more)`,
    };
  }
  return { verdict: 'suited', reason: `${size.text} suits the ${where}` };
}
