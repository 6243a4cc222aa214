import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// As index.html declares it.
document.documentElement.lang = 'fa';
document.documentElement.dir = 'rtl';

// Lazy pages are compiled on first import in tests, which can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; the shell and the tables ask whether this is a phone.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

afterEach(() => cleanup());

// jsdom lays nothing out and gives a Range no rectangles; the rich-text editor (ProseMirror) asks where the caret
// is to scroll it into view after a toolbar command. An empty list and a zero rectangle are what a page shows
// for something not drawn.
Range.prototype.getClientRects = function getClientRects() {
  return Object.assign([], { item: () => null }) as unknown as DOMRectList;
};
Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
  return new DOMRect(0, 0, 0, 0);
};
