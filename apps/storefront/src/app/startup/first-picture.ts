// The first screen's main picture loads before the app's JavaScript, so the two do not share a slow connection.
// No imports: main.tsx runs this before the first paint, from the page's own small chunk.
export const FIRST_PICTURE_WAIT_MS = 1000;

export function firstPictureLoaded(firstScreen: ParentNode, maxWaitMs = FIRST_PICTURE_WAIT_MS): Promise<void> {
  const picture = firstScreen.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
    setTimeout(done, maxWaitMs);
  });
}
