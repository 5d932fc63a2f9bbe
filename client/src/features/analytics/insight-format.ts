import type { ClientSource, DropOffTopic } from '#common/contracts/insights.ts';

export const SOURCE_LABELS: Record<ClientSource, string> = {
  landing: 'Landing demo',
  artist_page: 'Artist page',
  widget: 'Website widget',
  instagram_dm: 'Instagram DM',
  instagram_comment: 'Instagram comment',
  instagram_story: 'Instagram story reply',
};

/** What the assistant had just asked, as the artist would say it. */
export const DROP_OFF_LABELS: Record<DropOffTopic, string> = {
  idea: 'The idea',
  style: 'Style',
  placement: 'Placement',
  size: 'Size',
  color: 'Colour or black and grey',
  budget: 'Budget',
  references: 'Reference images',
  timing: 'Timing',
  contact: 'Contact details',
  age: 'Age (18+)',
  nothing: 'Nothing (an answer, no question)',
};

/** A wait as people say it: "45 s", "3.5 min", "2.1 h", "1.5 days"; a dash when nothing was measured. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const [value, unit] =
    seconds < 3600
      ? [seconds / 60, 'min']
      : seconds < 86_400
        ? [seconds / 3600, 'h']
        : [seconds / 86_400, 'days'];
  return `${Number(value.toFixed(1)).toLocaleString('en-US')} ${unit}`;
}

/** A share as a whole percent of `whole`; a dash when there is no whole. */
export const formatShare = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : '–';
