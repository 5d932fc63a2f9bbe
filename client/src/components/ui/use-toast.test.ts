import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '#common/constants/ui.ts';
import { type ToastData, toast, toastReducer, useToast } from './use-toast.ts';

const noop = () => {};
const make = (id: string): ToastData => ({ id, title: id, open: true, onOpenChange: noop });

describe('toastReducer', () => {
  it('keeps only the newest toast (limit 1)', () => {
    const state = toastReducer({ toasts: [make('1')] }, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('closes on dismiss and drops on remove', () => {
    const dismissed = toastReducer({ toasts: [make('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(dismissed.toasts[0]?.open).toBe(false);
    expect(toastReducer(dismissed, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([]);
  });
});

describe('toast()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives unique ids and removes a dismissed toast after the removal delay', () => {
    const { result } = renderHook(() => useToast());
    let first = { id: '', dismiss: noop };
    let second = { id: '', dismiss: noop };
    act(() => {
      first = toast({ title: 'One' });
      second = toast({ title: 'Two', variant: 'destructive' });
    });
    expect(first.id).not.toBe(second.id);
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ id: second.id, title: 'Two', open: true });

    act(() => second.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(result.current.toasts).toEqual([]);
  });
});
