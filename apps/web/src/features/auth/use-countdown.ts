import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** Seconds left of a countdown of `totalSeconds` that started at `startedAt`, ticking every second. */
export function useCountdown(startedAt: number | undefined, totalSeconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = startedAt === undefined ? 0 : secondsLeft(startedAt, now, totalSeconds);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
