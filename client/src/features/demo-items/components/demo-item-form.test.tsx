import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '#tests/fixtures/client/test-providers.tsx';
import { DemoItemForm } from './demo-item-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  render(
    <TestProviders>
      <DemoItemForm />
    </TestProviders>,
  );
  return fetchMock;
}

function submit(title: string) {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Item' }));
}

describe('DemoItemForm', () => {
  it('sends the spec §5 payload and says Item created', async () => {
    const fetchMock = renderForm(() =>
      Response.json(
        {
          id: 'id-1',
          title: 'Koi',
          description: null,
          priority: 0,
          completed: false,
          tags: ['color'],
          metadata: {},
          createdAt: '2025-10-02T00:00:00.000Z',
        },
        { status: 201 },
      ),
    );
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'color, ' } });
    submit('  Koi ');

    expect(await screen.findByText('Item created')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/demo/items', expect.objectContaining({ method: 'POST' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      title: 'Koi',
      description: null,
      priority: 0,
      completed: false,
      tags: ['color'],
    });
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('');
  });

  it('refuses a blank title without calling the API', async () => {
    const fetchMock = renderForm(() => new Response(null, { status: 500 }));
    submit('   ');
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Failed to create demo item with the server’s reason', async () => {
    renderForm(() => Response.json({ message: 'The storage demo is full.' }, { status: 409 }));
    submit('One too many');
    expect(await screen.findByText('Failed to create demo item')).toBeTruthy();
    expect(screen.getByText('The storage demo is full.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('One too many');
  });
});
