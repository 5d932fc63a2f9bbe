import { describe, expect, it } from 'vitest';
import { cellsOf, facetLeadCells } from './lead-facets.ts';

const leads = [
  { status: 'new', fitScore: 'high' },
  { status: 'new', fitScore: 'high' },
  { status: 'new', fitScore: 'low' },
  { status: 'booked', fitScore: 'high' },
  { status: 'rejected', fitScore: 'medium' },
];

describe('lead facets', () => {
  it('groups leads into one cell per status and fit', () => {
    expect(cellsOf(leads)).toEqual([
      { status: 'new', fitScore: 'high', count: 2 },
      { status: 'new', fitScore: 'low', count: 1 },
      { status: 'booked', fitScore: 'high', count: 1 },
      { status: 'rejected', fitScore: 'medium', count: 1 },
    ]);
  });

  it('counts per fit under the status filter and per status under the fit filter', () => {
    const { total, counts } = facetLeadCells(cellsOf(leads), { status: 'new', fitScore: 'high' });
    expect(total).toBe(2);
    // The fit buttons show what each fit would give with status New; the status options, with fit High.
    expect(counts?.byFit).toEqual({ high: 2, medium: 0, low: 1 });
    expect(counts?.byStatus).toEqual({ new: 2, qualified: 0, contacted: 0, booked: 1, rejected: 0 });
  });

  it('counts everything without filters', () => {
    const { total, totalIsCapped, counts } = facetLeadCells(cellsOf(leads), {});
    expect({ total, totalIsCapped }).toEqual({ total: 5, totalIsCapped: false });
    expect(counts?.byFit).toEqual({ high: 3, medium: 1, low: 1 });
  });
});
