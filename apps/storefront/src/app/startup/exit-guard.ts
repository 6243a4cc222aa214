export const EXIT_WINDOW_MS = 5000;

export type BackPressOutcome = 'show-hint' | 'exit';

export function createExitGuard(now: () => number = Date.now, windowMs = EXIT_WINDOW_MS) {
  let lastPress: number | null = null;
  return {
    press(): BackPressOutcome {
      const time = now();
      if (lastPress !== null && time - lastPress < windowMs) {
        lastPress = null;
        return 'exit';
      }
      lastPress = time;
      return 'show-hint';
    },
  };
}
