import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalInvalidation, createRedisInvalidation, type Invalidation } from './invalidation';

const opened: { bus: Invalidation; redis?: Redis }[] = [];
afterEach(async () => {
  for (const { bus, redis } of opened.splice(0)) {
    await bus.close();
    redis?.disconnect();
  }
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('invalidation', () => {
  it('on one node, runs the handlers of the topic at once and counts its changes', () => {
    const bus = createLocalInvalidation();
    opened.push({ bus });
    const heard: (string | undefined)[] = [];
    const stop = bus.subscribe('session', (key) => heard.push(key));
    bus.publish('session', 'abc');
    bus.publish('branding');
    expect(heard).toEqual(['abc']);
    expect(bus.version('session')).toBe(1);
    expect(bus.version('branding')).toBe(1);
    expect(bus.version('other')).toBe(0);
    stop();
    bus.publish('session', 'def');
    expect(heard).toEqual(['abc']);
  });

  it.skipIf(!process.env.REDIS_URL)('reaches the other nodes through Redis, once each', async () => {
    const nodes = [0, 1].map(() => {
      const redis = new Redis(process.env.REDIS_URL!);
      const bus = createRedisInvalidation(redis);
      opened.push({ bus, redis });
      return bus;
    });
    const [a, b] = nodes as [Invalidation, Invalidation];
    const heardOnA: (string | undefined)[] = [];
    const heardOnB: (string | undefined)[] = [];
    a.subscribe('session', (key) => heardOnA.push(key));
    b.subscribe('session', (key) => heardOnB.push(key));
    // The subscriber connections need a moment before the first message can reach them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    a.publish('session', 'hash-1');
    await until(() => heardOnB.length > 0);
    expect(heardOnB).toEqual(['hash-1']);
    expect(heardOnA).toEqual(['hash-1']);
    b.publish('branding');
    await until(() => a.version('branding') > 0);
    expect(a.version('branding')).toBe(1);
    expect(b.version('branding')).toBe(1);
  });
});
