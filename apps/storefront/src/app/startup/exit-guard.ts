/** docs/product.md §9: the exit hint stays 5000 ms, and a second back press within 5 s exits. */
export const EXIT_WINDOW_MS = 5000;

export type BackPressOutcome = 'show-hint' | 'exit';

/** Decides what a back press on a tab page does: the first shows the hint, a second one in the window exits. */
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
