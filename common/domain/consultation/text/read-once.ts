/**
 * `read` behind a cache of its results by text, for texts every turn reads again though they rarely change (an
 * artist's bio, portfolio tags and pieces): each is read once per process. Past `max` texts the cache starts
 * over. `read` must be pure, as every caller gets the same result (readonly: never change it).
 */
export function readOnce<T>(read: (text: string) => T, max = 2_000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const cached = known.get(text);
    if (cached !== undefined) return cached;
    if (known.size >= max) known.clear();
    const value = read(text);
    known.set(text, value);
    return value;
  };
}
