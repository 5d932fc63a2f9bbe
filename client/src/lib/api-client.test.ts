import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, parseValidationError, throwIfResNotOk } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('throwIfResNotOk', () => {
  it('passes a success response', async () => {
    await expect(throwIfResNotOk(new Response('ok', { status: 200 }))).resolves.toBeUndefined();
  });

  it('uses "status: body text" as the message', async () => {
    const res = new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' });
    await expect(throwIfResNotOk(res)).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    const res = new Response('', { status: 503, statusText: 'Service Unavailable' });
    await expect(throwIfResNotOk(res)).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('apiRequest', () => {
  it('sends JSON with its content type only when there is a body', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('PATCH', '/api/user/preferences', { artistName: 'Ink' });
    await apiRequest('DELETE', '/api/portfolio/1');

    expect(fetchMock).toHaveBeenNthCalledWith(1, '/api/user/preferences', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"artistName":"Ink"}',
      credentials: 'include',
    });
    expect(fetchMock).toHaveBeenNthCalledWith(2, '/api/portfolio/1', {
      method: 'DELETE',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('returns the response on success', async () => {
    const response = new Response('{"id":"1"}', { status: 200 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    await expect(apiRequest('GET', '/api/x')).resolves.toBe(response);
  });

  it('throws the formatted error on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Bad"}', { status: 400 })),
    );
    await expect(apiRequest('PATCH', '/api/user/preferences', {})).rejects.toThrow('400: {"message":"Bad"}');
  });
});

describe('parseValidationError', () => {
  it('reads the field messages of a 400', () => {
    const error = new Error(
      '400: {"message":"Booking URL is invalid","errors":{"bookingUrl":"Booking URL is invalid"}}',
    );
    expect(parseValidationError(error)).toEqual({
      message: 'Booking URL is invalid',
      errors: { bookingUrl: 'Booking URL is invalid' },
    });
  });

  it('ignores other statuses and bodies that are not JSON', () => {
    expect(parseValidationError(new Error('500: {"message":"boom"}'))).toBeNull();
    expect(parseValidationError(new Error('400: Bad Request'))).toBeNull();
    expect(parseValidationError('400: {}')).toBeNull();
  });
});
