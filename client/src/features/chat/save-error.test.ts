import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { describeSaveError } from './save-error.ts';

describe('describeSaveError', () => {
  it('puts a 400 under the field it names', () => {
    const error = new ApiError(
      400,
      '{"message":"email: Enter a valid email address","errors":{"email":"Enter a valid email address"}}',
    );
    expect(describeSaveError(error)).toEqual({ field: 'email', message: 'Enter a valid email address' });
  });

  it('shows the message of a 429', () => {
    const error = new ApiError(
      429,
      '{"message":"Too many saves for this chat: wait a minute, then try again"}',
    );
    expect(describeSaveError(error)).toEqual({
      field: null,
      message: 'Too many saves for this chat: wait a minute, then try again',
    });
  });

  it('falls back to a retry hint for server errors and bodies without a message', () => {
    const generic = { field: null, message: "We couldn't save your conversation. Please try again." };
    expect(describeSaveError(new ApiError(500, '{"message":"boom"}'))).toEqual(generic);
    expect(describeSaveError(new ApiError(404, 'Not Found'))).toEqual(generic);
    expect(describeSaveError('offline')).toEqual(generic);
  });
});
