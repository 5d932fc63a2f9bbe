/**
 * The slug of an artist's public page, /a/:handle: from the Instagram handle when there is one (clients
 * know it), else the artist name. Lowercase letters, digits and dashes, at most 40 characters.
 */
export function publicHandleBase(source: {
  instagramHandle?: string | null;
  artistName?: string | null;
}): string {
  const raw = source.instagramHandle || source.artistName || '';
  const slug = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'artist';
}

/** The first free handle: base, base-2, base-3… */
export function firstFreeHandle(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
