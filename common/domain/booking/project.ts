/**
 * Multi-session projects (issue #26 item 6, decision 066): a lead accepted as N sessions of one kind (a sleeve),
 * the deposit asked on the first or the last session only. Pure rules shared by the server and both pages.
 */

/** A project has 2 to 10 sessions: one is a single booking; past ten, the artist books the rest as a new project. */
export const MIN_PROJECT_SESSIONS = 2;
export const MAX_PROJECT_SESSIONS = 10;

export const DEPOSIT_SESSIONS = ['first', 'last'] as const;
export type DepositSession = (typeof DEPOSIT_SESSIONS)[number];

export interface ProjectPlan {
  sessionCount: number;
  depositSession: DepositSession;
}

/** The number of the session that carries the deposit: 1, or the project's last. */
export const depositSessionNumber = (plan: ProjectPlan) =>
  plan.depositSession === 'first' ? 1 : plan.sessionCount;

/** What session `sessionNumber` asks as deposit: the rule's amount on the deposit session, nothing on the others. */
export const sessionDepositCents = (plan: ProjectPlan, sessionNumber: number, ruleCents: number) =>
  sessionNumber === depositSessionNumber(plan) ? ruleCents : 0;

/** The lowest session number without a live booking: the one booked next; null when every session is booked. */
export function nextSessionNumber(plan: ProjectPlan, liveNumbers: readonly number[]): number | null {
  for (let number = 1; number <= plan.sessionCount; number += 1) {
    if (!liveNumbers.includes(number)) return number;
  }
  return null;
}

export interface SessionInterval {
  sessionNumber: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Where session `sessionNumber` may lie so the sessions stay in order in time: after the end of the nearest
 * earlier live session, and ending by the start of the nearest later one (null: no bound on that side).
 */
export function sessionWindow(sessions: readonly SessionInterval[], sessionNumber: number): SessionWindow {
  const earlier = sessions.filter((session) => session.sessionNumber < sessionNumber);
  const later = sessions.filter((session) => session.sessionNumber > sessionNumber);
  const last = earlier.reduce<SessionInterval | null>(
    (found, session) => (!found || session.endsAt > found.endsAt ? session : found),
    null,
  );
  const first = later.reduce<SessionInterval | null>(
    (found, session) => (!found || session.startsAt < found.startsAt ? session : found),
    null,
  );
  return {
    after: last?.endsAt ?? null,
    afterSession: last?.sessionNumber ?? null,
    before: first?.startsAt ?? null,
    beforeSession: first?.sessionNumber ?? null,
  };
}

/** Where a session may lie, and which booked sessions bound it (for the refusal's words). */
export interface SessionWindow {
  after: Date | null;
  afterSession: number | null;
  before: Date | null;
  beforeSession: number | null;
}

/** Why a time is refused for session `sessionNumber`: it must stay between its booked neighbours. */
export function outOfOrderMessage(sessionNumber: number, window: SessionWindow): string {
  const { afterSession, beforeSession } = window;
  if (afterSession !== null && beforeSession !== null)
    return `Session ${sessionNumber} must start after session ${afterSession} and end before session ${beforeSession}`;
  if (afterSession !== null) return `Session ${sessionNumber} must start after session ${afterSession} ends`;
  return `Session ${sessionNumber} must end before session ${beforeSession ?? sessionNumber + 1} starts`;
}

/** True when an interval keeps its session in order: not before `after`, ending by `before`. */
export const isInSessionWindow = (
  slot: { startsAt: Date; endsAt: Date },
  window: { after: Date | null; before: Date | null },
) => (!window.after || slot.startsAt >= window.after) && (!window.before || slot.endsAt <= window.before);
