import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { SIGNED_OUT_MESSAGE } from './auth-utils.ts';
import { dialogFailureOf } from './dialog-failure.ts';

const json = (body: unknown) => JSON.stringify(body);

describe('dialogFailureOf', () => {
  it("gives a 400's first field error in its own words, and all its field errors", () => {
    const error = new ApiError(400, json({ message: 'title: Too long', errors: { title: 'Too long' } }));
    expect(dialogFailureOf(error, 'Fallback')).toEqual({
      message: 'Too long',
      fieldErrors: { title: 'Too long' },
      isSignedOut: false,
    });
  });

  it('reads a conflict that names its field the same way', () => {
    const error = new ApiError(
      409,
      json({ message: 'startsAt: No longer free', errors: { startsAt: 'No longer free' } }),
    );
    expect(dialogFailureOf(error, 'Fallback')).toMatchObject({
      message: 'No longer free',
      fieldErrors: { startsAt: 'No longer free' },
    });
  });

  it("gives a 400's message when it names no field", () => {
    const error = new ApiError(400, json({ message: 'Pick at most 4 times' }));
    expect(dialogFailureOf(error, 'Fallback').message).toBe('Pick at most 4 times');
  });

  it("gives another error's own words, with no field errors", () => {
    const error = new ApiError(409, json({ message: 'That time was just taken. Pick another.' }));
    expect(dialogFailureOf(error, 'Fallback')).toMatchObject({
      message: 'That time was just taken. Pick another.',
      fieldErrors: {},
    });
  });

  it('falls back when the server explained nothing (a network error, an HTML 502)', () => {
    expect(dialogFailureOf(new TypeError('Failed to fetch'), 'Could not save.').message).toBe(
      'Could not save.',
    );
    expect(dialogFailureOf(new ApiError(502, '<html>Bad gateway</html>'), 'Could not save.').message).toBe(
      'Could not save.',
    );
  });

  it('says a lost session in the spec §8 words', () => {
    const failure = dialogFailureOf(new ApiError(401, '', 'Unauthorized'), 'Fallback');
    expect(failure).toEqual({ message: SIGNED_OUT_MESSAGE, fieldErrors: {}, isSignedOut: true });
  });
});
