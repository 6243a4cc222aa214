import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { keepReactChangeEvents } from '../lib/react-change-events';

// As boot.tsx does for the app.
keepReactChangeEvents();

// Preact runs effects a frame after a render (the app keeps that: less work before the paint). React runs a
// render's pending effects before the next event is handled, and a test acts at once, well within that frame:
// here effects run as soon as the render is done, so an event a test sends finds the page as React would
// have left it (docs/adr/0039). preact/test-utils' act sets its own while it runs, and puts this one back.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// As index.html declares it.
document.documentElement.lang = 'fa';
document.documentElement.dir = 'rtl';

// Lazy pages are compiled on first import in tests, which can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks matchMedia, which Ionic's split pane and platform detection read.
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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
