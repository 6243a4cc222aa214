import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPictureLoaded } from './first-picture';

function screenWith(html: string): HTMLElement {
  const screen = document.createElement('main');
  screen.innerHTML = html;
  return screen;
}

/** Whether the promise has settled after the pending microtasks. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('the first screen’s main picture before the app', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the high-priority picture to load', async () => {
    const screen = screenWith('<img src="/images/1/full/a.webp" fetchpriority="high" width="10" height="10" alt="">');
    const picture = screen.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const loaded = firstPictureLoaded(screen);
    expect(await settled(loaded)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(loaded)).toBe(true);
  });

  it('does not keep the app waiting for a picture that fails or is slow', async () => {
    vi.useFakeTimers();
    const failing = screenWith('<img fetchpriority="high" alt="">');
    Object.defineProperty(failing.querySelector('img')!, 'complete', { value: false });
    const afterError = firstPictureLoaded(failing);
    failing.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(await settled(afterError)).toBe(true);

    const slow = screenWith('<img fetchpriority="high" alt="">');
    Object.defineProperty(slow.querySelector('img')!, 'complete', { value: false });
    const afterWait = firstPictureLoaded(slow, 1000);
    vi.advanceTimersByTime(999);
    expect(await settled(afterWait)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(afterWait)).toBe(true);
  });

  it('goes on at once without such a picture, or when it is already there', async () => {
    expect(await settled(firstPictureLoaded(screenWith('<img loading="lazy" alt="">')))).toBe(true);
    const cached = screenWith('<img fetchpriority="high" alt="">');
    Object.defineProperty(cached.querySelector('img')!, 'complete', { value: true });
    expect(await settled(firstPictureLoaded(cached))).toBe(true);
  });
});
