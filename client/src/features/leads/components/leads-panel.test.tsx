import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIT_SCORES, LEAD_STATUSES } from '#common/constants/statuses.ts';
import type { Lead, LeadFilterCounts, LeadPage } from '#common/contracts/leads.ts';
import { makeTestLead } from '#tests/fixtures/client/make-test-lead.ts';
import { TestProviders } from '#tests/fixtures/client/test-providers.tsx';
import { LeadsPanel } from './leads-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LEAD_COUNT = 45;

/** The server's side of GET /api/admin/leads, .../details and PATCH, over an array of leads. */
function serveLeads() {
  const leads = Array.from({ length: LEAD_COUNT }, (_, index) => makeTestLead(index, LEAD_COUNT));
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const detailsMatch = url.pathname.match(/^\/api\/admin\/leads\/([^/]+)\/details$/);
    if (detailsMatch) {
      const lead = leads.find((candidate) => candidate.id === detailsMatch[1])!;
      return Response.json({ lead, conversation: { messages: [] } });
    }
    const patchMatch = url.pathname.match(/^\/api\/admin\/leads\/([^/]+)$/);
    if (patchMatch && init?.method === 'PATCH') {
      const index = leads.findIndex((candidate) => candidate.id === patchMatch[1]);
      leads[index] = { ...leads[index]!, ...JSON.parse(String(init.body)) };
      return Response.json(leads[index]);
    }
    const fit = url.searchParams.get('fitScore');
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const matching = leads.filter((lead) => !fit || lead.fitScore === fit);
    const count = <K extends string>(keys: readonly K[], of: (lead: Lead) => string, among: Lead[]) =>
      Object.fromEntries(keys.map((key) => [key, among.filter((lead) => of(lead) === key).length]));
    const body: LeadPage = {
      leads: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      totalIsCapped: false,
      page,
      pageSize,
      counts: {
        byFit: count(FIT_SCORES, (lead) => lead.fitScore, leads) as LeadFilterCounts['byFit'],
        byStatus: count(LEAD_STATUSES, (lead) => lead.status, matching) as LeadFilterCounts['byStatus'],
      },
    };
    return Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  const listCalls = () =>
    fetchMock.mock.calls.map(([url]) => url).filter((url) => /^\/api\/admin\/leads\?/.test(url));
  return { fetchMock, listCalls };
}

const renderPanel = () =>
  render(
    <TestProviders>
      <LeadsPanel audience="artist" />
    </TestProviders>,
  );

describe('LeadsPanel', () => {
  it('asks for one page at a time, filters by fit on the server and shows its counts', async () => {
    const { listCalls } = serveLeads();
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(listCalls()).toEqual(['/api/admin/leads?page=1&pageSize=20']);
    expect(screen.getByText(/Showing 1–20 of 45 leads/)).toBeTruthy();
    // The accessible name is the visible text, count included (axe: label-content-name-mismatch). jsdom's name
    // drops the space before a hidden word; the browser journey (leads.spec.ts) checks Chromium's exact name.
    expect(screen.getByRole('button', { name: /^All 45\s?leads$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^High 15\s?leads$/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Showing 21–40 of 45 leads/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^High/ }));
    expect(await screen.findByText(/Showing 1–15 of 15 leads/)).toBeTruthy();
    expect(listCalls()).toEqual([
      '/api/admin/leads?page=1&pageSize=20',
      '/api/admin/leads?page=2&pageSize=20',
      '/api/admin/leads?page=1&pageSize=20&fitScore=high',
    ]);
  });

  it('a notes edit updates the cached page without a refetch; a status edit refetches only that page', async () => {
    const { listCalls } = serveLeads();
    renderPanel();
    await screen.findByRole('list', { name: 'Leads' });
    fireEvent.click(screen.getByRole('button', { name: /View Details\s*for client-0@example.com/ }));
    const notes = await screen.findByLabelText('Notes');
    fireEvent.change(notes, { target: { value: 'Called back' } });
    fireEvent.blur(notes);
    expect(await screen.findByText('Lead Updated')).toBeTruthy();
    expect(listCalls()).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'booked' } });
    // The dialog hides the page from the accessibility tree, so the card is found by its heading's text.
    const card = () => screen.getByText('client-0@example.com', { selector: 'h3' }).closest('li')!;
    await waitFor(() => expect(card().textContent).toContain('Status: Booked'));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]).toBe('/api/admin/leads?page=1&pageSize=20');
  });
});
