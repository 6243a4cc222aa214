/**
 * Staff in the back office (/admin): accounts made with the operator CLI (`staff create`, as the first
 * administrator is made), their TOTP codes computed here with otplib as an authenticator app would, a
 * Chromium window at desktop or phone size, sign-in through the real pages, an axe check and a keyboard
 * walk. Journeys of every back-office area use it.
 */
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { SeededRoleSystemName } from '@sabad/contract/admin/permissions';
import { generateSync } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { cli } from './cli.js';
import { launchChromium } from './production-server.mjs';
import { screenshotDir } from './paths.js';
import { PHONE_VIEWPORT, settle } from './shopper.js';

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
const ADMIN_API = '/api/admin/v1';
const STEP_SECONDS = 30;

export interface StaffAccount {
  email: string;
  password: string;
  totpSecret: string;
  role: SeededRoleSystemName;
}

let made = 0;

/** `staff create` through the CLI: the one-time password and the TOTP secret it prints. */
export function createStaffWithCli(role: SeededRoleSystemName, name = 'کارمند آزمایشی'): StaffAccount {
  made += 1;
  const email = `${role.toLowerCase()}-${Date.now().toString(36)}-${made}@sabad.test`;
  const out = cli('staff', 'create', email, '--role', role, '--name', name);
  const password = /One-time password[^:]*:\s*(\S+)/.exec(out)?.[1];
  const totpSecret = /TOTP secret[^:]*:\s*([A-Z2-7]+)/.exec(out)?.[1];
  if (!password || !totpSecret) throw new Error(`staff create printed no password or secret:\n${out}`);
  return { email, password, totpSecret, role };
}

const lastStep = new Map<string, number>();

/**
 * The authenticator's code for the next time step the server will take: it refuses a step it has seen
 * (replay) and accepts one step either side of now, so a second sign-in in the same 30 s uses the next
 * step's code and a third waits for the clock.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000);
    const current = Math.floor(now / STEP_SECONDS);
    // The step before now only while it stays in the server's window for the next few seconds.
    const candidates = [...(now % STEP_SECONDS < 25 ? [current - 1] : []), current, current + 1];
    const step = candidates.find((candidate) => candidate > (lastStep.get(secret) ?? -Infinity));
    if (step !== undefined) {
      lastStep.set(secret, step);
      return generateSync({ secret, epoch: step * STEP_SECONDS });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Marks a code as used when a journey typed it by itself (the server remembers it either way). */
export function usedTotpStep(secret: string, step: number) {
  lastStep.set(secret, Math.max(step, lastStep.get(secret) ?? -Infinity));
}

async function adminCall(baseUrl: string, session: { cookie: string; csrf: string }, pathname: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${ADMIN_API}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(session.cookie ? { cookie: session.cookie } : {}),
      ...(session.csrf ? { 'x-csrf-token': session.csrf } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sabad_admin='));
  if (cookie) session.cookie = cookie.split(';')[0] ?? '';
  const answer = (await res.json()) as { csrfToken?: string; next?: string; Message?: string };
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${answer.Message ?? ''}`);
  if (answer.csrfToken) session.csrf = answer.csrfToken;
  return answer;
}

/**
 * A staff member ready to sign in through the pages: made by the CLI, the authenticator confirmed and the
 * one-time password replaced over the API (the first-sign-in journey does these steps on the pages).
 */
export async function readyStaff(
  role: SeededRoleSystemName,
  baseUrl: string = inject('baseUrl'),
): Promise<StaffAccount> {
  const account = createStaffWithCli(role);
  const session = { cookie: '', csrf: '' };
  const first = await adminCall(baseUrl, session, '/auth/sign-in', {
    email: account.email,
    password: account.password,
  });
  if (first.next === 'totpSetup') {
    await adminCall(baseUrl, session, '/auth/totp-setup');
    await adminCall(baseUrl, session, '/auth/totp-setup/confirm', { code: await nextTotpCode(account.totpSecret) });
  } else if (first.next === 'totp') {
    await adminCall(baseUrl, session, '/auth/totp', { code: await nextTotpCode(account.totpSecret) });
  }
  const password = `${account.password}-renewed-2`;
  await adminCall(baseUrl, session, '/auth/password', { currentPassword: account.password, newPassword: password });
  return { ...account, password };
}

export interface StaffBrowser {
  baseUrl: string;
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** Opens a page of the back office, e.g. `/orders` (the app's own path; `/admin` is added). */
  open(pathname: string): Promise<void>;
  /** Saves `screenshots/<journey>-<step>-<name>.png`. */
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** A fresh Chromium profile at desktop size (default) or the phone's 390×844. */
export async function openStaff(
  journey: string,
  { phone = false, baseUrl = inject('baseUrl') }: { phone?: boolean; baseUrl?: string } = {},
): Promise<StaffBrowser> {
  const { context, close } = await launchChromium({
    viewport: phone ? PHONE_VIEWPORT : DESKTOP_VIEWPORT,
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    locale: 'fa-IR',
    baseURL: baseUrl,
  });
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error in the page: ${error.message}`));
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
  const name = `${journey}-${phone ? 'phone' : 'desktop'}`;
  return {
    baseUrl,
    context,
    page,
    problems,
    async open(pathname) {
      await page.goto(`/admin${pathname}`, { waitUntil: 'load' });
    },
    async shot(label) {
      step += 1;
      await settle(page);
      await page.screenshot({
        path: path.join(screenshotDir, `${name}-${String(step).padStart(2, '0')}-${label}.png`),
      });
    },
    close,
  };
}

/** Signs in through the pages: email and password, then the authenticator's code when asked for one. */
export async function signIn(staff: StaffBrowser, account: StaffAccount, pathname = '/'): Promise<void> {
  const { page } = staff;
  await staff.open(pathname);
  await page.getByLabel('ایمیل').fill(account.email);
  await page.getByLabel('گذرواژه').fill(account.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  const codeField = page.getByLabel('کد شش‌رقمی');
  // The account button is in the header at every size (the menu is in a sheet on a phone).
  const shell = page.getByRole('button', { name: /^حساب کاربری/ });
  await Promise.race([codeField.waitFor(), shell.waitFor()]);
  if (await codeField.isVisible()) {
    await codeField.fill(await nextTotpCode(account.totpSecret));
    await page.getByRole('button', { name: 'تأیید' }).click();
  }
  await page.getByRole('button', { name: /^حساب کاربری/ }).waitFor();
}

/** A browser signed in as a new staff member of this role. */
export async function signedInStaff(
  journey: string,
  role: SeededRoleSystemName,
  options: { phone?: boolean; pathname?: string } = {},
): Promise<{ staff: StaffBrowser; account: StaffAccount }> {
  const account = await readyStaff(role);
  const staff = await openStaff(journey, options);
  await signIn(staff, account, options.pathname);
  return { staff, account };
}

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe over the page as it is (soft: every page of a journey is checked before it fails). */
export async function expectNoAxeFindings(page: Page, where: string): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  const findings = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.html.slice(0, 160)}`,
    ),
  );
  expect.soft(findings, `axe on ${where} (${page.url()})`).toEqual([]);
}

export interface FocusStop {
  tag: string;
  name: string;
  /** An outline or ring a sighted keyboard user can see. */
  focusShown: boolean;
}

/** What has the keyboard's focus: its tag, accessible-ish name and whether its focus is drawn. */
export async function focused(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const focusShown =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || /rgb/.test(style.boxShadow);
    const label =
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
      element.textContent ??
      '';
    return { tag: element.tagName.toLowerCase(), name: label.trim().replace(/\s+/g, ' '), focusShown };
  });
}

/**
 * Presses Tab until the focused element's name matches (or gives up after `limit` presses); every stop on
 * the way must show its focus. Returns the stops, so a journey can assert the order.
 */
export async function tabTo(page: Page, name: RegExp | string, limit = 40): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) continue;
    stops.push(stop);
    expect.soft(stop.focusShown, `focus not shown on <${stop.tag}> "${stop.name}"`).toBe(true);
    if (typeof name === 'string' ? stop.name === name : name.test(stop.name)) return stops;
  }
  throw new Error(`Tab never reached "${String(name)}"; stops: ${stops.map((s) => s.name).join(' | ')}`);
}
