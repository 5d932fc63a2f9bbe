export type VariantKey = 'A' | 'B';

/** 32-bit FNV-1a, then murmur3's finaliser so nearby ids land far apart. Pure JS: runs on both sides. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * Sticky assignment (issue #6): the same chat session always gets the same variant of an experiment.
 * `trafficSplit` is variant B's share in percent (spec §5: 10–90).
 */
export function assignVariant(sessionId: string, experimentId: string, trafficSplit: number): VariantKey {
  const bucket = (hash32(`${experimentId}:${sessionId}`) / 2 ** 32) * 100;
  return bucket < trafficSplit ? 'B' : 'A';
}
