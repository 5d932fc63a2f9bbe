import { describe, expect, it } from 'vitest';
import { kindText, statusText } from './describe-email.ts';

describe('how the Outbox names an email', () => {
  it('names where a sent email went, and why one has not gone yet', () => {
    expect(statusText({ status: 'sent', transport: 'smtp', attempts: 1 })).toBe('Sent');
    expect(statusText({ status: 'sent', transport: 'outbox', attempts: 1 })).toBe('In outbox');
    expect(statusText({ status: 'queued', transport: null, attempts: 0 })).toBe('Queued');
    expect(statusText({ status: 'queued', transport: null, attempts: 2 })).toBe('Retrying');
    expect(statusText({ status: 'failed', transport: null, attempts: 8 })).toBe('Failed');
    // Decision 055: to a client who has not confirmed their address yet.
    expect(statusText({ status: 'held', transport: null, attempts: 0 })).toBe(
      'Waiting for the client to confirm',
    );
  });

  it('reads a kind as words', () => {
    expect(kindText('lead-received')).toBe('Lead received');
    expect(kindText('account-deleted')).toBe('Account deleted');
  });
});
