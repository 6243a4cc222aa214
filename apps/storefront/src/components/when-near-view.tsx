import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How close (in CSS pixels below the bottom edge of what the page shows) a part must come before it
 * is drawn: far enough ahead that it is there before a scroll brings it into view.
 */
export const NEAR_VIEW_MARGIN_PX = 300;

/** The element the part scrolls in: the inner scroller of its ion-content, or the screen. */
function scrollRootOf(element: HTMLElement): Promise<HTMLElement | null> {
  const content = element.closest('ion-content');
  if (!content || typeof content.getScrollElement !== 'function') return Promise.resolve(null);
  return content.getScrollElement().catch(() => null);
}

/**
 * Parts of a page far below its first screen (a product's description, specifications and related
 * products), drawn only once the shopper scrolls to within NEAR_VIEW_MARGIN_PX of them (in a transition,
 * which React renders in slices that yield to the browser). A phone that
 * opens the page does not build, sanitise and lay out what is not looked at during its start-up
 * (issue 14, Lighthouse's total blocking time, docs/adr/0034). Without IntersectionObserver the parts
 * are drawn after the first paint, as AfterFirstPaint does.
 */
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
    // The page scrolls inside ion-content, not the document: that scroller is the root, so the margin
    // reaches below its bottom edge (with the screen as root, the scroller would clip the margin away).
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
