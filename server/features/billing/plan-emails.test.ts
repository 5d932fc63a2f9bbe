import { describe, expect, it } from 'vitest';
import { usageWarningEmail } from './plan-emails.ts';

const artist = { id: 'artist-1', email: 'cy@example.com', name: 'Cy Lines' };
const usage = {
  used: 50,
  limit: 50,
  month: '2026-11',
  now: new Date('2026-11-28T12:00:00Z'),
  appUrl: 'http://localhost',
};

describe('usageWarningEmail', () => {
  it('tells an artist on their own plan to upgrade', () => {
    const email = usageWarningEmail(artist, { ...usage, percent: 100 });
    expect(email.text).toContain('conversations your plan includes');
    expect(email.text).toContain('Upgrade to answer more now.');
  });

  it('tells a studio member that the owner chooses a bigger plan, never to upgrade (decision 073)', () => {
    const coveredBy = { studioName: 'Olga’s Studio', ownerName: 'Olga Ink' };
    const email = usageWarningEmail(artist, { ...usage, percent: 100, coveredBy });
    expect(email.text).toContain('conversations Olga’s Studio’s plan includes');
    expect(email.text).toContain('Olga Ink pays for the studio’s plan and can choose a bigger one');
    expect(email.text).not.toMatch(/upgrade/i);
  });
});
