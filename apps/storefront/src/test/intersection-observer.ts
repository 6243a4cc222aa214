import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in for IntersectionObserver (jsdom has none) that lets a test scroll an element into view. */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const watched = (element: Element) => [...observers].some((observer) => observer.elements.has(element));
  return {
    /**
     * Resolves once an observer watches the element. Passive effects may run after paint, so an observer a
     * component attaches in an effect may not exist yet when its element is already in the document;
     * scrolling to the element before that would reach no observer and do nothing.
     */
    async untilObserved(element: Element) {
      await waitFor(() => {
        if (!watched(element)) throw new Error('No IntersectionObserver watches this element yet.');
      });
    },
    scrollIntoView(element: Element) {
      for (const observer of [...observers]) {
        if (!observer.elements.has(element)) continue;
        observer.callback(
          [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}
