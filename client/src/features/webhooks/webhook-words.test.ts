import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '#common/contracts/webhooks.ts';
import { webhookFormSchema } from './webhook-form-values.ts';
import { deliveryStateOf, responseOf } from './webhook-words.ts';

const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: '00000000-0000-4000-8000-000000000001',
  eventId: 'evt_1',
  eventType: 'lead.created',
  leadId: null,
  status: 'pending',
  attempts: 0,
  responseStatus: null,
  responseTimeMs: null,
  error: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  lastAttemptAt: null,
  nextAttemptAt: '2026-03-02T10:00:00.000Z',
  deliveredAt: null,
  ...over,
});

describe('the delivery log’s words', () => {
  const now = Date.parse('2026-03-02T10:01:00.000Z');

  it('says where each delivery stands', () => {
    expect(deliveryStateOf(delivery({}), now)).toBe('Sending…');
    expect(deliveryStateOf(delivery({ status: 'delivered', attempts: 1 }), now)).toBe('Delivered');
    expect(deliveryStateOf(delivery({ status: 'failed', attempts: 8 }), now)).toBe('Failed after 8 attempts');
    expect(deliveryStateOf(delivery({ attempts: 2, nextAttemptAt: '2026-03-02T10:00:30.000Z' }), now)).toBe(
      'Retrying now',
    );
    const retrying = (nextAttemptAt: string) =>
      deliveryStateOf(delivery({ attempts: 2, nextAttemptAt }), now);
    expect(retrying('2026-03-02T10:09:00.000Z')).toMatch(/^Retrying at \d{1,2}:09 [AP]M$/);
    expect(retrying('2026-03-04T10:09:00.000Z')).toMatch(/^Retrying Mar 4, 2026, /);
  });

  it('gives the receiver’s answer and its time, or that there was none', () => {
    expect(responseOf(delivery({}))).toBeNull();
    expect(responseOf(delivery({ attempts: 1, responseStatus: 200, responseTimeMs: 84 }))).toBe(
      '200 · 84 ms',
    );
    expect(responseOf(delivery({ attempts: 1, responseTimeMs: 10_000 }))).toBe('No answer · 10000 ms');
  });
});

describe('the add-endpoint form', () => {
  it('tidies a typed address and keeps the API’s own rules', () => {
    const parsed = webhookFormSchema.safeParse({
      url: 'hooks.example.com/ink',
      description: ' ',
      events: ['lead.created'],
    });
    expect(parsed.data).toEqual({
      url: 'https://hooks.example.com/ink',
      description: '',
      events: ['lead.created'],
    });
    const none = webhookFormSchema.safeParse({
      url: 'https://hooks.example.com',
      description: '',
      events: [],
    });
    expect(none.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['events', 'Choose at least one event'],
    ]);
  });
});
