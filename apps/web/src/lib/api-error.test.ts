import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, errorTitleOrMessage, isNotLoggedIn } from './api-error';

describe('apiErrorFromBody', () => {
  it('reads title, message and code', () => {
    const error = apiErrorFromBody(401, {
      errors: { title: 'Session expired', message: 'Please sign in again', code: 'notLoggedIn' },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.title, error.message, error.code]).toEqual([
      401,
      'Session expired',
      'Please sign in again',
      'notLoggedIn',
    ]);
    expect(isNotLoggedIn(error)).toBe(true);
  });

  it('uses the title as the message when there is no message', () => {
    expect(apiErrorFromBody(404, { errors: { title: 'Not admitted' } }).message).toBe('Not admitted');
  });

  it('survives a body of another shape', () => {
    for (const body of [null, 'oops', { error: 'x' }, { errors: { title: 42 } }]) {
      const error = apiErrorFromBody(502, body);
      expect(error.message).toBe('Request failed with status code 502');
      expect(error.title).toBeUndefined();
    }
  });

  it('is not a lost session without the notLoggedIn code', () => {
    expect(isNotLoggedIn(apiErrorFromBody(401, { errors: { title: 'Wrong password' } }))).toBe(false);
    expect(isNotLoggedIn(apiErrorFromBody(403, { errors: { code: 'notLoggedIn' } }))).toBe(false);
  });
});

describe('errorTitleOrMessage', () => {
  it('prefers errors.title, then errors.message', () => {
    expect(errorTitleOrMessage(new ApiError(400, 'Long explanation', 'Short title'))).toBe('Short title');
    expect(errorTitleOrMessage(new ApiError(400, 'Only a message'))).toBe('Only a message');
  });

  it('reads any other error', () => {
    expect(errorTitleOrMessage(new Error('Network Error'))).toBe('Network Error');
    expect(errorTitleOrMessage('weird')).toBe('Something went wrong');
  });
});
