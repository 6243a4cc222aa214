import { useCallback, useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@/lib/account-constants';

/** Starting again replaces the running timer, so only one ever runs. */
export function useCountdown(initialSeconds = 0) {
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, initialSeconds));
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      setSecondsLeft(Math.max(0, seconds));
      if (seconds <= 0) return;
      timer.current = setInterval(() => {
        setSecondsLeft((left) => {
          const next = Math.max(0, left - 1);
          if (next === 0) stop();
          return next;
        });
      }, COUNTDOWN_TICK_MS);
    },
    [stop],
  );

  useEffect(() => {
    if (initialSeconds > 0) start(initialSeconds);
    return stop;
  }, [initialSeconds, start, stop]);

  return { secondsLeft, start };
}
