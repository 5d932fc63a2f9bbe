import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from '#client/components/form/form.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { pageNavigation } from '#client/lib/auth-utils.ts';
import { TestProviders } from '#tests/fixtures/client/test-providers.tsx';
import { Dialog, DialogContent, DialogTitle } from './dialog.tsx';
import { DialogError } from './dialog-error.tsx';
import { toast } from './use-toast.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function PieceForm({ error }: { error: unknown }) {
  const form = useForm({ defaultValues: { title: 'Koi sleeve' } });
  return (
    <Form form={form} idPrefix="piece" onSubmit={() => {}}>
      <TextField name="title" label="Title" />
      <DialogError error={error} fallback="Could not save." />
    </Form>
  );
}

describe('DialogError', () => {
  it('shows nothing while there is no failure', () => {
    render(<DialogError error={null} fallback="Could not save." />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the server's words as an alert, outside a form too", () => {
    const error = new ApiError(409, JSON.stringify({ message: 'That time was just taken.' }));
    render(<DialogError error={error} fallback="Could not save." />);
    expect(screen.getByRole('alert').textContent).toBe('That time was just taken.');
  });

  it("puts a 400's field error beside its field and keeps what was typed", async () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        message: 'title: Too long',
        errors: { title: 'Too long', other: 'Not in this form' },
      }),
    );
    render(<PieceForm error={error} />);
    expect(screen.getByRole('alert').textContent).toBe('Too long');
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('piece-title-error')?.textContent).toBe('Too long');
    expect(screen.queryByText('Not in this form')).toBeNull();
    expect(title.value).toBe('Koi sleeve');
  });

  it('signs the user in again on a 401', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    render(
      <TestProviders>
        <DialogError error={new ApiError(401, '', 'Unauthorized')} fallback="Could not save." />
      </TestProviders>,
    );
    expect(screen.getByRole('alert').textContent).toBe('You are logged out. Logging in again...');
    await vi.runAllTimersAsync();
    expect(assign).toHaveBeenCalledWith('/api/login');
    assign.mockRestore();
  });
});

describe('DialogContent', () => {
  it('closes the toast still showing when a dialog opens, not before', async () => {
    const { rerender } = render(
      <TestProviders>
        <Dialog open={false}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Move this appointment</DialogTitle>
          </DialogContent>
        </Dialog>
      </TestProviders>,
    );
    toast({ title: 'Booked' });
    expect(await screen.findByText('Booked')).toBeTruthy();
    rerender(
      <TestProviders>
        <Dialog open>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Move this appointment</DialogTitle>
          </DialogContent>
        </Dialog>
      </TestProviders>,
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Booked')).toBeNull());
  });
});
