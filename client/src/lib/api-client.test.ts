import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  ContractError,
  getJson,
  sendJson,
  serverMessageOf,
  throwIfResNotOk,
  validationErrorOf,
} from './api-client.ts';

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

describe('ApiError', () => {
  it('carries the status and the parsed JSON body', async () => {
    const error = await throwIfResNotOk(
      new Response('{"message":"Booking URL is invalid","errors":{"bookingUrl":"Booking URL is invalid"}}', {
        status: 400,
      }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      body: { message: 'Booking URL is invalid', errors: { bookingUrl: 'Booking URL is invalid' } },
    });
  });

  it('keeps a body that is not JSON as text', () => {
    expect(new ApiError(502, 'Bad Gateway').body).toBe('Bad Gateway');
  });
});

describe('getJson and sendJson', () => {
  const itemSchema = z.object({ id: z.string() });

  it('return the JSON when it matches the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: '1' })),
    );
    await expect(getJson('/api/x', itemSchema)).resolves.toEqual({ id: '1' });
    await expect(sendJson('PATCH', '/api/x', itemSchema, { a: 1 })).resolves.toEqual({ id: '1' });
  });

  it('throw a ContractError naming the field when it does not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 7 })),
    );
    const error = await getJson('/api/x', itemSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toBe('Unexpected response from /api/x: id');
  });
});

describe('validationErrorOf', () => {
  it('reads the field messages of a 400', () => {
    const error = new ApiError(
      400,
      '{"message":"Booking URL is invalid","errors":{"bookingUrl":"Booking URL is invalid"}}',
    );
    expect(validationErrorOf(error)).toEqual({
      message: 'Booking URL is invalid',
      errors: { bookingUrl: 'Booking URL is invalid' },
    });
  });

  it('reads a 400 that names no field', () => {
    expect(validationErrorOf(new ApiError(400, '{"message":"Too many tags"}'))).toEqual({
      message: 'Too many tags',
      errors: {},
    });
  });

  it('ignores other statuses, bodies that are not JSON and other errors', () => {
    expect(validationErrorOf(new ApiError(500, '{"message":"boom"}'))).toBeNull();
    expect(validationErrorOf(new ApiError(400, 'Bad Request'))).toBeNull();
    expect(validationErrorOf(new Error('400: {}'))).toBeNull();
  });
});

describe('serverMessageOf', () => {
  it("reads the server's own words, or null", () => {
    expect(serverMessageOf(new ApiError(409, '{"message":"Limit reached"}'))).toBe('Limit reached');
    expect(serverMessageOf(new ApiError(404, 'Not Found'))).toBeNull();
    expect(serverMessageOf(new Error('409: {"message":"Limit reached"}'))).toBeNull();
  });
});
