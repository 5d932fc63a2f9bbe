import type { Placement } from '../brief.ts';

/** The broader area each area sits in: "right arm" after "right inner bicep" refines, not replaces. */
const BROADER_AREA: Readonly<Record<string, string>> = {
  forearm: 'arm',
  'upper arm': 'arm',
  elbow: 'arm',
  wrist: 'arm',
  'upper back': 'back',
  'lower back': 'back',
  'shoulder blade': 'back',
  spine: 'back',
  thigh: 'leg',
  calf: 'leg',
  shin: 'leg',
  knee: 'leg',
  ankle: 'leg',
};

/**
 * The latest placement wins (issue #11 "Accept corrections"), except that a partial one refines the earlier
 * one: "right arm" after "left inner bicep" keeps the inner upper arm and moves it to the right.
 */
export function refinePlacement(previous: Placement | null, latest: Placement | null): Placement | null {
  if (!latest) return previous;
  if (!previous) return latest;
  const isSameOrBroader = latest.area === previous.area || BROADER_AREA[previous.area] === latest.area;
  if (!isSameOrBroader) return latest;
  const side = latest.side ?? previous.side;
  const subArea = latest.area === previous.area ? (latest.subArea ?? previous.subArea) : previous.subArea;
  return { area: previous.area, ...(side && { side }), ...(subArea && { subArea }) };
}
