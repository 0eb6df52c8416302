import { describe, expect, it } from 'vitest';
import { rollClashes } from './roll';

describe('rollClashes', () => {
  const held = [
    { sid: '26001', holder: 'ayesha' },
    { sid: '26002', holder: 'rahim' },
    { sid: '26002', holder: 'karim' },
  ];

  it('refuses a roll another student has', () => {
    expect(rollClashes([{ sid: '26001', holder: 'new' }], held)).toEqual([{ kind: 'held' }]);
  });

  it('lets a student keep their roll, also one older data gave to two students', () => {
    expect(rollClashes([{ sid: '26001', holder: 'ayesha' }], held)).toEqual([null]);
    expect(rollClashes([{ sid: '26002', holder: 'karim' }], held)).toEqual([null]);
  });

  it('refuses a roll two entries of one batch want for different students', () => {
    expect(
      rollClashes(
        [
          { sid: '27001', holder: 'a' },
          { sid: '27002', holder: 'b' },
          { sid: '27001', holder: 'c' },
          { sid: '27001', holder: 'a' },
        ],
        held,
      ),
    ).toEqual([null, null, { kind: 'repeated', first: 0 }, null]);
  });

  it('never refuses an empty roll', () => {
    expect(
      rollClashes(
        [
          { sid: '', holder: 'a' },
          { sid: '', holder: 'b' },
        ],
        [{ sid: '', holder: 'c' }],
      ),
    ).toEqual([null, null]);
  });
});
