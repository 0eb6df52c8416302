import { OTP_RESEND_SECONDS } from '@lms/domain';
import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('resend countdown', () => {
  const sentAt = 1_700_000_000_000;

  it('starts at 300 seconds and counts down', () => {
    expect(secondsLeft(sentAt, sentAt, OTP_RESEND_SECONDS)).toBe(300);
    expect(secondsLeft(sentAt, sentAt + 999, OTP_RESEND_SECONDS)).toBe(300);
    expect(secondsLeft(sentAt, sentAt + 1000, OTP_RESEND_SECONDS)).toBe(299);
    expect(secondsLeft(sentAt, sentAt + 299_000, OTP_RESEND_SECONDS)).toBe(1);
  });

  it('ends at 0 and never goes below', () => {
    expect(secondsLeft(sentAt, sentAt + 300_000, OTP_RESEND_SECONDS)).toBe(0);
    expect(secondsLeft(sentAt, sentAt + 999_000, OTP_RESEND_SECONDS)).toBe(0);
  });

  it('never exceeds the total when the clock is behind', () => {
    expect(secondsLeft(sentAt, sentAt - 5000, OTP_RESEND_SECONDS)).toBe(300);
  });

  it.each([
    [300, '5:00'],
    [299, '4:59'],
    [61, '1:01'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%s seconds show as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
