/**
 * A reply names the artist in full once; every later mention uses the short name (issue #25: "Iris Lind" three
 * or four times in one message reads like a form letter). Works on the finished reply, whatever parts and
 * language made it, since the name is data the engine put in and can be found exactly.
 */
export function nameInFullOnce(reply: string, fullName: string, shortName: string): string {
  if (shortName === fullName || !fullName) return reply;
  const escaped = fullName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let seen = false;
  return reply.replace(new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'gu'), (match) => {
    if (!seen) {
      seen = true;
      return match;
    }
    return shortName;
  });
}
