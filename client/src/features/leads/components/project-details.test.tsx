import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '#common/contracts/leads.ts';
import { ProjectDetails } from './project-details.tsx';

afterEach(cleanup);

const lead = (language: string | null): Lead => ({
  id: 'lead-1',
  artistId: 'artist-1',
  artistName: 'Iris',
  email: 'client@example.com',
  name: null,
  phone: null,
  status: 'new',
  fitScore: 'high',
  matchPercentage: 80,
  detailedRating: 80,
  projectSummary: 'Lobo geométrico',
  matchBreakdown: { criteria: [], missingFields: [], gates: [], fitReason: 'Fine', suggestedReply: 'Hola' },
  tattooStyle: 'Geometric',
  placement: 'left forearm',
  size: '10 cm',
  budget: '~$300',
  description: null,
  notes: null,
  isTest: false,
  channel: 'web',
  instagramUsername: null,
  sourceUrl: null,
  routing: null,
  language,
  openQuestions: [],
  wantsPersonSince: null,
  isEmailConfirmed: true,
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('ProjectDetails', () => {
  it('names the language the client wrote in (issue #11)', () => {
    render(<ProjectDetails details={{ lead: lead('es'), conversation: { messages: [] } }} />);
    expect(screen.getByText('Language').nextElementSibling?.textContent).toBe('Spanish');
  });

  it('says when the language is not known', () => {
    render(<ProjectDetails details={{ lead: lead(null), conversation: { messages: [] } }} />);
    expect(screen.getByText('Language').nextElementSibling?.textContent).toBe('Not known');
  });
});
