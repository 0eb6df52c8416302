import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LazyChildLogger } from './lazy-child-logger';

/** A pino logger writing its lines into `lines`, redacting passwords as the server's does. */
function recordingLogger(lines: Record<string, unknown>[]) {
  return pino(
    { level: 'info', redact: { paths: ['*.password'], censor: '[redacted]' } },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
}

describe('LazyChildLogger', () => {
  it('makes no child until something logs, then one, whose lines carry the bindings and are redacted', () => {
    const lines: Record<string, unknown>[] = [];
    const parent = recordingLogger(lines);
    const child = vi.spyOn(parent, 'child');
    const logger = new LazyChildLogger(parent, { reqId: 'req-7' }, {});
    expect(logger.level).toBe('info');
    expect(child).not.toHaveBeenCalled();

    logger.info({ user: { password: 'hunter2' } }, 'signed in');
    logger.warn('again');
    logger.debug('below the level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-7', msg: 'signed in', user: { password: '[redacted]' } }),
      expect.objectContaining({ reqId: 'req-7', msg: 'again', level: 40 }),
    ]);
  });

  it('makes no child for lines below its level, as Fastify writes each request it receives at info', () => {
    const lines: Record<string, unknown>[] = [];
    const parent = recordingLogger(lines);
    parent.level = 'warn';
    const child = vi.spyOn(parent, 'child');
    const logger = new LazyChildLogger(parent, { reqId: 'req-8' }, {});
    logger.info({ req: { url: '/api/exam/add-answer' } }, 'incoming request');
    logger.debug('nor this');
    expect(child).not.toHaveBeenCalled();

    const quieter = new LazyChildLogger(parent, { reqId: 'req-9' }, { level: 'silent' });
    quieter.fatal('not even this');
    const louder = new LazyChildLogger(parent, { reqId: 'req-10' }, { level: 'debug' });
    louder.debug('this one');
    expect(child).toHaveBeenCalledTimes(1);
    logger.warn('written');
    expect(child).toHaveBeenCalledTimes(2);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-10', 'this one'],
      ['req-8', 'written'],
    ]);
  });

  it('takes the level it is given, and a level set on it applies to its lines alone', () => {
    const lines: Record<string, unknown>[] = [];
    const parent = recordingLogger(lines);
    expect(new LazyChildLogger(parent, { reqId: 'a' }, { level: 'warn' }).level).toBe('warn');

    const logger = new LazyChildLogger(parent, { reqId: 'b' }, {});
    logger.level = 'error';
    logger.warn('not written');
    parent.warn('the parent still writes');
    expect(lines.map((line) => line.msg)).toEqual(['the parent still writes']);
  });

  it('gives children of its own with both its bindings and theirs', () => {
    const lines: Record<string, unknown>[] = [];
    const logger = new LazyChildLogger(recordingLogger(lines), { reqId: 'c' }, {});
    logger.child({ job: 'sms' }).error('failed');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'c', job: 'sms', msg: 'failed' })]);
  });
});
