import { describe, expect, it } from 'vitest';
import { timeLeftAnnouncement } from './time-left-announcement';

describe('timeLeftAnnouncement', () => {
  it('says nothing before 10 minutes are left', () => {
    expect(timeLeftAnnouncement(3600)).toBe('');
    expect(timeLeftAnnouncement(601)).toBe('');
  });

  it('names the last mark passed: 10, 5, then 1 minute', () => {
    expect(timeLeftAnnouncement(600)).toBe('10 minutes left');
    expect(timeLeftAnnouncement(301)).toBe('10 minutes left');
    expect(timeLeftAnnouncement(300)).toBe('5 minutes left');
    expect(timeLeftAnnouncement(61)).toBe('5 minutes left');
    expect(timeLeftAnnouncement(60)).toBe('1 minute left');
    expect(timeLeftAnnouncement(1)).toBe('1 minute left');
  });

  it('changes only three times over a whole exam, so it is not read every second', () => {
    const texts = new Set<string>();
    let changes = 0;
    let previous = '';
    for (let s = 3600; s >= 1; s--) {
      const text = timeLeftAnnouncement(s);
      if (text !== previous) changes++;
      previous = text;
      texts.add(text);
    }
    expect(changes).toBe(3);
    expect([...texts]).toEqual(['', '10 minutes left', '5 minutes left', '1 minute left']);
  });

  it('says nothing once time is up', () => {
    expect(timeLeftAnnouncement(0)).toBe('');
  });
});
