import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from './query-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function runQueryFn(fn: ReturnType<typeof getQueryFn>, queryKey: readonly unknown[]) {
  // The query function only reads queryKey; the rest of the context is irrelevant here.
  return fn({ queryKey, signal: new AbortController().signal, meta: undefined } as never);
}

describe('getQueryFn', () => {
  it('joins the key segments with "/" into a GET URL with credentials', async () => {
    const fetchMock = vi.fn(async () => Response.json([{ id: 1 }]));
    vi.stubGlobal('fetch', fetchMock);

    const data = await runQueryFn(getQueryFn({ on401: 'throw' }), ['/api/admin/leads', 7, 'details']);

    expect(fetchMock).toHaveBeenCalledWith('/api/admin/leads/7/details', { credentials: 'include' });
    expect(data).toEqual([{ id: 1 }]);
  });

  it('returns null on 401 with returnNull', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    await expect(runQueryFn(getQueryFn({ on401: 'returnNull' }), ['/api/auth/user'])).resolves.toBeNull();
  });

  it('throws on 401 with throw', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    await expect(runQueryFn(getQueryFn({ on401: 'throw' }), ['/api/auth/user'])).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
  });

  it('throws on other errors even with returnNull', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Server exploded', { status: 500 })),
    );
    await expect(runQueryFn(getQueryFn({ on401: 'returnNull' }), ['/api/auth/user'])).rejects.toThrow(
      '500: Server exploded',
    );
  });
});

describe('createQueryClient', () => {
  it('uses the spec §7 defaults', () => {
    const client = createQueryClient();
    expect(client).toBeInstanceOf(QueryClient);
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations).toMatchObject({ retry: false });
  });

  it('throws on 401 through the default query function', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/portfolio'] })).rejects.toThrow(/^401: /);
  });
});
