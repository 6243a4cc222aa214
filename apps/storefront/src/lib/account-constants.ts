export const COUNTDOWN_TICK_MS = 1000;
