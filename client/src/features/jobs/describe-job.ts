import type { TroubledJobDto } from '#common/contracts/jobs.ts';

/** Job names are kebab-case ids ('portfolio-metadata'); admins read them as words ("Portfolio metadata"). */
export function jobTitle(name: string): string {
  const words = name.replaceAll(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "2 of 6 attempts". */
export function attemptsText({
  attempts,
  maxAttempts,
}: Pick<TroubledJobDto, 'attempts' | 'maxAttempts'>): string {
  return `${attempts} of ${maxAttempts} ${maxAttempts === 1 ? 'attempt' : 'attempts'}`;
}
