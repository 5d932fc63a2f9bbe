import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '../components/ui/use-toast.ts';
import { handleUnauthorized, isUnauthorizedError, pageNavigation } from './auth-utils.ts';

describe('isUnauthorizedError', () => {
  it('matches a 401 whose body mentions Unauthorized', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });

  it('rejects other errors', () => {
    expect(isUnauthorizedError(new Error('403: {"message":"Forbidden"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Session expired'))).toBe(false);
    expect(isUnauthorizedError(new Error('Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('500: 401: Unauthorized'))).toBe(false);
  });
});

describe('handleUnauthorized', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the Unauthorized toast, then goes to /api/login after 500 ms', () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const { result } = renderHook(() => useToast());

    act(() => handleUnauthorized());

    expect(result.current.toasts[0]).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      open: true,
    });
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
    assign.mockRestore();
  });
});
