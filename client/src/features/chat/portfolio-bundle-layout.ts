/** Spec §9: a bundle shows at most this many thumbnails; a +N overlay counts the rest. */
export const MAX_BUNDLE_THUMBNAILS = 6;

export interface BundleLayout<T> {
  thumbnails: T[];
  /** How many pieces are not shown: the +N on the last thumbnail, 0 for none. */
  hiddenCount: number;
  /** Spec §9: 1, 2 or 3 columns depending on the count. */
  columns: 1 | 2 | 3;
}

export function portfolioBundleLayout<T>(images: readonly T[]): BundleLayout<T> {
  const thumbnails = images.slice(0, MAX_BUNDLE_THUMBNAILS);
  return {
    thumbnails,
    hiddenCount: images.length - thumbnails.length,
    columns: thumbnails.length <= 1 ? 1 : thumbnails.length === 2 ? 2 : 3,
  };
}

/** Spec §4: the viewer's next and previous wrap around, so index -1 is the last piece. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
