import { ApiError } from '@lms/domain/client';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';

describe('the fields a 400 answer names', () => {
  it('puts each reason on its field', () => {
    const error = new ApiError(
      400,
      'phone: Phone number is not valid; contact: Phone number is not valid',
      'Invalid input',
      'badRequest',
    );
    expect(fieldErrorsOf(error)).toEqual([
      { name: 'phone', errors: ['Phone number is not valid'] },
      { name: 'contact', errors: ['Phone number is not valid'] },
    ]);
  });

  it('puts a nested path on its top field and gathers reasons of one field', () => {
    const error = new ApiError(400, 'groupIds.1: Invalid UUID; groupIds.2: Invalid UUID', 'Invalid input');
    expect(fieldErrorsOf(error)).toEqual([{ name: 'groupIds', errors: ['Invalid UUID', 'Invalid UUID'] }]);
  });

  it('names no field for a reason about the whole input, another status or another error', () => {
    expect(fieldErrorsOf(new ApiError(400, 'Expected object, received null', 'Invalid input'))).toEqual([]);
    expect(fieldErrorsOf(new ApiError(409, 'phone: taken', 'Conflict'))).toEqual([]);
    expect(fieldErrorsOf(new Error('phone: Phone number is not valid'))).toEqual([]);
  });
});
