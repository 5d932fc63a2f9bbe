/** The PostgreSQL error code, as node-postgres (on the error) and Drizzle over PGlite (on its cause) report it. */
const codeOf = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

/** unique_violation (23505). */
export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';

/** exclusion_violation (23P01): an exclusion constraint such as bookings_no_overlap. */
export const isExclusionViolation = (error: unknown) => codeOf(error) === '23P01';
