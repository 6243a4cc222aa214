import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInFlightCounter } from '@/lib/in-flight';
import { gtagScriptUrl, loadGoogleAnalyticsWhenStable } from './google-analytics';

const gtagScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')];

describe('Google Analytics', () => {
  afterEach(() => {
    vi.useRealTimers();
    for (const script of gtagScripts()) script.remove();
    delete window.dataLayer;
  });

  it('adds gtag.js for the id only after the first screen has settled, once', () => {
    vi.useFakeTimers();
    const counter = createInFlightCounter();
    loadGoogleAnalyticsWhenStable('G-SABAD123', { isIdle: () => counter.count() === 0, subscribe: counter.subscribe });
    counter.begin();
    expect(gtagScripts()).toEqual([]);
    counter.end();

    const [script, ...more] = gtagScripts();
    expect(more).toEqual([]);
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-SABAD123');
    expect(script?.async).toBe(true);
    expect(window.dataLayer?.map((command) => Array.from(command as ArrayLike<unknown>)[0])).toEqual(['js', 'config']);
    expect(Array.from(window.dataLayer?.[1] as ArrayLike<unknown>)).toEqual(['config', 'G-SABAD123']);

    counter.begin();
    counter.end();
    vi.advanceTimersByTime(30_000);
    expect(gtagScripts()).toHaveLength(1);
  });

  it('adds nothing and queues nothing when the build has no id, even once stable and past the fallback', () => {
    vi.useFakeTimers();
    const counter = createInFlightCounter();
    loadGoogleAnalyticsWhenStable('', { isIdle: () => counter.count() === 0, subscribe: counter.subscribe });
    counter.begin();
    counter.end();
    vi.advanceTimersByTime(60_000);
    expect(gtagScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('does not add the tag when the app unmounts before it is stable', () => {
    vi.useFakeTimers();
    const counter = createInFlightCounter();
    const cancel = loadGoogleAnalyticsWhenStable('G-SABAD123', {
      isIdle: () => counter.count() === 0,
      subscribe: counter.subscribe,
    });
    counter.begin();
    cancel();
    counter.end();
    vi.advanceTimersByTime(30_000);
    expect(gtagScripts()).toEqual([]);
  });

  it('encodes the id into the script address', () => {
    expect(gtagScriptUrl('UA-1-2')).toBe('https://www.googletagmanager.com/gtag/js?id=UA-1-2');
  });
});
