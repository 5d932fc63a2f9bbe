import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_SEARCH_COUNT_CAP, type LeadPage } from '#common/contracts/leads.ts';
import { makeTestLead } from '#tests/fixtures/client/make-test-lead.ts';
import { TestProviders } from '#tests/fixtures/client/test-providers.tsx';
import { LeadManagementPanel } from './lead-management-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The admin search's answer for a search past the cap (server/features/leads/search-leads.ts). */
function serveCappedSearch() {
  const page: LeadPage = {
    leads: Array.from({ length: 20 }, (_, index) => makeTestLead(index, 20)),
    total: LEAD_SEARCH_COUNT_CAP,
    totalIsCapped: true,
    page: 1,
    pageSize: 20,
    counts: null,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(page)),
  );
}

describe('LeadManagementPanel', () => {
  it('shows a search past the count cap as "1,000+", pages to the cap and explains the missing counts', async () => {
    serveCappedSearch();
    render(
      <TestProviders>
        <LeadManagementPanel />
      </TestProviders>,
    );
    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Lead pages' });
    expect(pages.textContent).toContain('Showing 1–20 of 1,000+ leads');
    expect(pages.textContent).toContain('Page 1 of 50+');
    expect(
      screen.getByText(/This search matches more than 1,000 leads, too many to count by status and fit/),
    ).toBeTruthy();
    // Without counts the filter options are their bare labels.
    const statusOptions = within(screen.getByLabelText('Filter by status')).getAllByRole('option');
    expect(statusOptions.map((option) => option.textContent)).toEqual([
      'All statuses',
      'New',
      'Qualified',
      'Contacted',
      'Booked',
      'Rejected',
    ]);
  });
});
