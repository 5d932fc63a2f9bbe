/**
 * The look every bar chart of the analytics shares (recharts props): the grid, the axes, the tooltip and the
 * legend in the app's ink palette, so the admin's and the artist's charts read as one family.
 */
export const CHART_MARGIN = { top: 8, right: 8, bottom: 0, left: -16 };

const TICK = { fill: '#b4b0a8', fontSize: 12 };

export const GRID_PROPS = { vertical: false, stroke: '#34343d' } as const;

export const X_AXIS_PROPS = {
  tick: TICK,
  tickLine: false,
  axisLine: { stroke: '#4b4b56' },
  minTickGap: 24,
} as const;

export const Y_AXIS_PROPS = { allowDecimals: false, tick: TICK, tickLine: false, axisLine: false } as const;

export const TOOLTIP_PROPS = {
  cursor: { fill: 'rgba(245, 241, 234, 0.06)' },
  contentStyle: { background: '#1a1a1f', border: '1px solid #34343d', borderRadius: 8, color: '#f5f1ea' },
} as const;

/** Series in the order given (high, medium, low; the sources' order), never alphabetical. */
export const LEGEND_PROPS = { itemSorter: null, wrapperStyle: { color: '#b4b0a8', fontSize: 13 } } as const;
