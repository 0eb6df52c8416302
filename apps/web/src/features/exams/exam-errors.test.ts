import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../lib/api-error';
import { isAlreadySubmitted } from './exam-errors';

describe('isAlreadySubmitted', () => {
  it('is the server’s refusal of a change to a submitted attempt, nothing else', () => {
    expect(
      isAlreadySubmitted(
        new ApiError(409, 'Answers cannot change', 'You have submitted', 'alreadySubmitted'),
      ),
    ).toBe(true);
    expect(
      isAlreadySubmitted(new ApiError(409, 'The answer arrived late', 'Time over', 'examTimeOver')),
    ).toBe(false);
    expect(isAlreadySubmitted(new ApiError(423, 'Locked', 'Locked', 'answerLocked'))).toBe(false);
    expect(isAlreadySubmitted(new ApiError(0, NETWORK_ERROR))).toBe(false);
    expect(isAlreadySubmitted(new Error('alreadySubmitted'))).toBe(false);
  });
});
