import { FIT_SCORES } from '#common/constants/statuses.ts';
import type { Lead } from '#common/contracts/leads.ts';

/** The `index`th of `count` leads, newest first, as the server sends them; fits cycle high, medium, low. */
export function makeTestLead(index: number, count: number): Lead {
  return {
    id: `lead-${index}`,
    artistId: 'artist-1',
    artistName: 'Iris',
    email: `client-${index}@example.com`,
    name: null,
    phone: null,
    status: 'new',
    fitScore: FIT_SCORES[index % 3]!,
    matchPercentage: 50,
    detailedRating: 50,
    projectSummary: `Project ${index}`,
    matchBreakdown: { criteria: [], missingFields: [], gates: [], fitReason: 'Fine', suggestedReply: 'Hi' },
    tattooStyle: 'Japanese',
    placement: 'forearm',
    size: null,
    budget: null,
    description: null,
    notes: null,
    isTest: false,
    channel: 'web',
    instagramUsername: null,
    language: null,
    createdAt: new Date(Date.UTC(2025, 0, 1) + (count - index) * 60_000).toISOString(),
  } as Lead;
}
