/**
 * A shopper on a phone: a fresh Chromium profile at 390×844 against the production server, with
 * helpers to read the API the way the storefront does, wait for what a shopper would see, and save
 * a screenshot of every step. Uncaught page errors, 5xx answers and requests that leave the store's
 * origin are collected in `problems`; every journey checks that list at its end.
 */
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './production-server.mjs';
import { screenshotDir } from './paths.js';

export const PHONE_VIEWPORT = { width: 390, height: 844 };
const VISIBLE_TIMEOUT_MS = 15_000;

export interface Shopper {
  baseUrl: string;
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** Opens a path of the storefront, e.g. `/tabs/home`. */
  open(pathname: string): Promise<void>;
  /** Saves `screenshots/<journey>-<step number>-<name>.png`. */
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** `baseUrl`: another server than the run's own (the intro journey's build with the intro on). */
export async function openShopper(journey: string, baseUrl: string = inject('baseUrl')): Promise<Shopper> {
  const { context, close } = await launchChromium({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fa-IR',
    baseURL: baseUrl,
  });
  const origin = new URL(baseUrl).origin;
  // Requests for any other host are stopped inside the browser, before a name lookup: a test never
  // reaches outside this machine. They are still reported below as problems.
  await context.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error in the page: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500)
      problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin)
      problems.push(`request left the store's origin: ${url}`);
  });
  let step = 0;
  return {
    baseUrl,
    context,
    page,
    problems,
    async open(pathname) {
      await page.goto(pathname, { waitUntil: 'load' });
    },
    async shot(name) {
      step += 1;
      const file = `${journey}-${String(step).padStart(2, '0')}-${name}.png`;
      await settle(page);
      await page.screenshot({ path: path.join(screenshotDir, file) });
    },
    async close() {
      // Console errors are reported, not failed on: the browser also logs there for reasons outside the app.
      if (consoleErrors.length > 0)
        console.warn(`[${journey}] console errors in the browser:\n  ${consoleErrors.join('\n  ')}`);
      await close();
    },
  };
}

/**
 * Waits until the first match can really be seen and returns it. Playwright's "visible" ignores
 * opacity, and Ionic keeps hidden pages in the DOM and fades pages in, so this also waits until no
 * ancestor (across shadow roots) is transparent or hidden.
 */
export async function visible(locator: Locator, timeout = VISIBLE_TIMEOUT_MS): Promise<Locator> {
  const shown = locator.filter({ visible: true }).first();
  const deadline = Date.now() + timeout;
  try {
    await shown.waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`nothing matched ${locator.toString()} on screen within ${timeout} ms`);
  }
  for (;;) {
    const hiddenBy = await shown.evaluate(transparentAncestor);
    if (hiddenBy === null) return shown;
    if (Date.now() > deadline) {
      throw new Error(`${locator.toString()} is laid out but a shopper cannot see it after ${timeout} ms: ${hiddenBy}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Describes the nearest ancestor (across shadow roots) that makes the element invisible, or null. */
function transparentAncestor(element: Element): string | null {
  for (let node: Element | null = element; node;) {
    const style = getComputedStyle(node);
    const invisibleClass = node.classList.contains('ion-page-invisible');
    if (style.opacity === '0' || style.visibility === 'hidden' || invisibleClass) {
      const name = `<${node.tagName.toLowerCase()} class="${node.className}">`;
      return `${name} has opacity ${style.opacity}, visibility ${style.visibility}`;
    }
    const root = node.getRootNode();
    node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return null;
}

/** Waits for finite animations (Ionic page and menu transitions) and the pictures in view to finish. */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const running = document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
          );
        const pending = [...document.images].filter((img) => {
          const box = img.getBoundingClientRect();
          const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          return inView && !img.complete;
        });
        return running.length === 0 && pending.length === 0;
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** Reads an API v2 call the way the storefront does (JSON, a guest id), failing on a non-2xx answer. */
export async function api<T>(pathname: string): Promise<T> {
  const url = `${inject('baseUrl')}/api/v2${pathname}`;
  const response = await fetch(url, {
    headers: { Accept: 'application/json', 'Guest-Customer-Id': '1f7c2a4e-9d3b-4c61-8a52-0e6f3b9d2c17' },
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The visible text of an HTML fragment, with whitespace collapsed (enough for the seeded topics). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&zwnj;/g, '\u200c')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export const PERSIAN_DIGITS = /[۰-۹]/;
export const LATIN_DIGITS = /[0-9]/;
