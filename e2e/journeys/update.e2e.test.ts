/**
 * A new version of the storefront deployed while a shopper has the store open (issue 14; docs/architecture.md
 * "Offline and updates"): the new service worker waits, the shopper is asked (the update prompt, spec §8
 * wording), «لغو» leaves the page on the version it started with, and «به روز رسانی» reloads it onto the
 * new version. No page load runs scripts of both versions.
 *
 * The "new version" is the bundle built with the intro on (the intro journey's, built once for both): its
 * config chunk differs, so some of its script files have names the run's own bundle does not have. The
 * deployment is real: the first server stops and the second starts on the same port and database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { ensureStorefrontVariant, startProductionServer, storefrontDist } from '../support/production-server.mjs';
import { openShopper, settle, visible, type Shopper } from '../support/shopper.js';

type Server = Awaited<ReturnType<typeof startProductionServer>>;

/** The script files a build serves, as the paths a page asks for. */
function scriptsOf(dist: string): Set<string> {
  const files = fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  return new Set(files.map((name) => `/assets/${name}`));
}

/** Every script of the build's assets this page load has asked for, from the network or a cache. */
function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
  );
}

/** Whether a worker controls the page, and the state of one waiting to take over (null: none waits). */
function workerState(page: Page): Promise<{ waiting: ServiceWorkerState | null; controlled: boolean }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: registration?.waiting?.state ?? null,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

/** Every worker of the registration with its state, and whether the prompt is still open. */
function workersNow(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      installing: registration?.installing?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      active: registration?.active?.state ?? null,
      controller: navigator.serviceWorker.controller?.state ?? null,
      promptOpen: document.querySelector('dialog.update-prompt[open]') !== null,
    };
  });
}

/** Whether the page runs the new version: the new worker in control, none waiting, only the new build's scripts. */
async function onlyTheNewVersion(page: Page, onlyFirst: Set<string>, onlyNext: Set<string>): Promise<boolean> {
  const state = await workerState(page);
  const loaded = await scriptsLoaded(page);
  return (
    state.controlled &&
    state.waiting === null &&
    loaded.some((file) => onlyNext.has(file)) &&
    !loaded.some((file) => onlyFirst.has(file))
  );
}

const updateAlert = (page: Page) => page.getByRole('dialog', { name: fa.update.title });

describe('a new version: its worker waits, the shopper is asked, and a page never mixes two versions', () => {
  let dataDir: string;
  let server: Server;
  let shopper: Shopper;
  let nextDist: string;
  /** Script files only the first version has, and only the new one. */
  let onlyFirst: Set<string>;
  let onlyNext: Set<string>;

  beforeAll(async () => {
    nextDist = ensureStorefrontVariant({
      name: 'storefront-intro',
      env: { VITE_SABAD_INTRO_ENABLED: 'true' },
      log: (line: string) => console.log(`[e2e update] ${line}`),
    });
    const first = scriptsOf(storefrontDist);
    const next = scriptsOf(nextDist);
    onlyFirst = new Set([...first].filter((file) => !next.has(file)));
    onlyNext = new Set([...next].filter((file) => !first.has(file)));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-update-'));
    server = await startProductionServer({ databaseUrl: path.join(dataDir, 'store.sqlite') });
    shopper = await openShopper('update', server.baseUrl);
  });

  afterAll(async () => {
    await shopper?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the two builds differ in some script files (else this journey would prove nothing)', () => {
    expect(onlyFirst.size).toBeGreaterThan(0);
    expect(onlyNext.size).toBeGreaterThan(0);
  });

  it('runs the first version, its service worker in control', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/home');
    await visible(page.getByRole('region', { name: fa.home.featuredProducts }));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
    const loaded = await scriptsLoaded(page);
    expect(loaded.filter((file) => onlyFirst.has(file)).length).toBeGreaterThan(0);
    expect(loaded.filter((file) => onlyNext.has(file))).toEqual([]);
  });

  it('after the new version is deployed, a reload still runs the first version and asks once', async () => {
    const { page } = shopper;
    const { port, databaseUrl } = server;
    await server.stop();
    server = await startProductionServer({ port, databaseUrl, env: { STOREFRONT_DIST: nextDist } });

    await page.reload({ waitUntil: 'load' });
    const alert = updateAlert(page);
    await visible(alert.getByRole('heading', { name: fa.update.title }), 30_000);
    // Home is drawn under the prompt (hidden from the accessibility tree while the alert is open).
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
    const loaded = await scriptsLoaded(page);
    expect(
      loaded.filter((file) => onlyNext.has(file)),
      'scripts of the new version before the shopper said yes',
    ).toEqual([]);
    expect(await workerState(page), 'the new worker waits instead of taking over').toEqual({
      waiting: 'installed',
      controlled: true,
    });
    await shopper.shot('asked-to-update');
  });

  it('«لغو» keeps the page on the first version, and the prompt is not shown again in this page load', async () => {
    const { page } = shopper;
    const urlBefore = page.url();
    await updateAlert(page).getByRole('button', { name: fa.update.cancel }).click();
    await expect.poll(() => updateAlert(page).count()).toBe(0);
    // Time for a reload or a second prompt to happen, were either wrongly triggered.
    await page.waitForTimeout(2_000);
    expect(await updateAlert(page).count()).toBe(0);
    expect(page.url()).toBe(urlBefore);
    expect((await scriptsLoaded(page)).filter((file) => onlyNext.has(file))).toEqual([]);
    await visible(page.getByRole('region', { name: fa.home.featuredProducts }));
  });

  it('at the next page load it asks again, and «به روز رسانی» reloads onto the new version', async () => {
    const { page } = shopper;
    await page.reload({ waitUntil: 'load' });
    const alert = updateAlert(page);
    await visible(alert.getByRole('heading', { name: fa.update.title }), 30_000);
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await alert.getByRole('button', { name: fa.update.update }).click();
    await reloaded.catch(async (error: unknown) => {
      throw new Error(`no reload after «${fa.update.update}»: ${JSON.stringify(await workersNow(page))}`, {
        cause: error,
      });
    });
    // When Chromium leaves the told worker waiting, the app reloads on its own after a while and once more
    // when the worker takes over: every load runs one version whole, and the last one runs the new.
    await expect
      .poll(() => onlyTheNewVersion(page, onlyFirst, onlyNext).catch(() => false), { timeout: 30_000 })
      .toBe(true);

    await visible(page.getByRole('region', { name: fa.home.featuredProducts }));
    await settle(page);
    const loaded = await scriptsLoaded(page);
    expect(loaded.filter((file) => onlyNext.has(file)).length, 'scripts of the new version').toBeGreaterThan(0);
    expect(
      loaded.filter((file) => onlyFirst.has(file)),
      'scripts of the first version after the update',
    ).toEqual([]);
    expect(await workerState(page)).toEqual({ waiting: null, controlled: true });
    await page.waitForTimeout(2_000);
    expect(await updateAlert(page).count(), 'no prompt once the new version runs').toBe(0);
    expect(new URL(page.url()).pathname).toBe('/tabs/home');
    await shopper.shot('new-version');
    expect(shopper.problems).toEqual([]);
  });
});
