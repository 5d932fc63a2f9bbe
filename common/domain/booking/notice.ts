/**
 * True while the client may still reschedule or cancel on their own: at least `noticeHours` before the start.
 * Past it, the request page tells them to contact the artist (issue #14).
 */
export function isWithinNotice(startsAt: Date, now: Date, noticeHours: number): boolean {
  return startsAt.getTime() - now.getTime() >= noticeHours * 3_600_000;
}
