import { describe, expect, it } from 'vitest';
import { attemptsText, jobTitle } from './describe-job.ts';

describe('describing a job', () => {
  it('reads a job name as words', () => {
    expect(jobTitle('portfolio-metadata')).toBe('Portfolio metadata');
    expect(jobTitle('prune_expired-records')).toBe('Prune expired records');
  });

  it('counts attempts against those allowed', () => {
    expect(attemptsText({ attempts: 2, maxAttempts: 6 })).toBe('2 of 6 attempts');
    expect(attemptsText({ attempts: 1, maxAttempts: 1 })).toBe('1 of 1 attempt');
  });
});
