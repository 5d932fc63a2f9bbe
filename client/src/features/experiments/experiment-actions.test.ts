import { describe, expect, it } from 'vitest';
import { experimentAction } from './experiment-actions.ts';

describe('experimentAction', () => {
  const now = new Date('2025-11-21T10:00:00.000Z');

  it('offers spec §4 Start, Pause and Resume, and nothing once completed', () => {
    expect(experimentAction('draft', now)).toEqual({
      label: 'Start',
      change: { status: 'active', startDate: '2025-11-21T10:00:00.000Z' },
    });
    expect(experimentAction('active', now)).toEqual({ label: 'Pause', change: { status: 'paused' } });
    expect(experimentAction('paused', now)).toEqual({ label: 'Resume', change: { status: 'active' } });
    expect(experimentAction('completed', now)).toBeNull();
  });
});
