import { describe, expect, it } from 'vitest';
import { foldAccents, stemKeys } from './stem-keys.ts';

function shareAKey(a: string, b: string): boolean {
  const keys = new Set(stemKeys(a));
  return stemKeys(b).some((key) => keys.has(key));
}

describe('stemKeys', () => {
  it.each([
    ['shoulders', 'shoulder'],
    ['hombros', 'hombro'],
    ['geométricas', 'geometrico'],
    ['pequeñas', 'pequeño'],
    ['tatuagens', 'tatuagem'],
    ['épaules', 'épaule'],
    ['unterarme', 'unterarm'],
    ['colorida', 'colorido'],
  ])('%j and %j share a stem', (a, b) => {
    expect(shareAKey(a, b)).toBe(true);
  });

  it('leaves out stems too short to say anything', () => {
    expect(shareAKey('mano', 'man')).toBe(false);
  });
});

describe('foldAccents', () => {
  it('drops accents and keeps letters', () => {
    expect(foldAccents('geométrico épaule über')).toBe('geometrico epaule uber');
  });
});
