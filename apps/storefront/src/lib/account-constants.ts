/** docs/product.md §9: the password-recovery countdown ticks every 1 second. */
export const COUNTDOWN_TICK_MS = 1000;
