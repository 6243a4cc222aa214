import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** Far enough ahead that a part is drawn before a scroll brings it into view. */
export const NEAR_VIEW_MARGIN_PX = 300;

function scrollRootOf(element: HTMLElement): Promise<HTMLElement | null> {
  const content = element.closest('ion-content');
  if (!content || typeof content.getScrollElement !== 'function') return Promise.resolve(null);
  return content.getScrollElement().catch(() => null);
}

/** Parts far below the first screen are drawn only when scrolled near, so a phone does not build them at start-up. */
export function WhenNearView({ children }: { children: ReactNode }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = sentinel.current;
    if (near || !element) return;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    // The page scrolls inside ion-content: with the screen as root, the scroller would clip the margin away.
    let observer: IntersectionObserver | undefined;
    let cancelled = false;
    void scrollRootOf(element).then((root) => {
      if (cancelled) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show();
        },
        { root, rootMargin: `0px 0px ${NEAR_VIEW_MARGIN_PX}px 0px` },
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [near]);

  // The sentinel has no height: the page is exactly as tall as what is drawn.
  return near ? children : <div ref={sentinel} className="near-view-sentinel" />;
}
