import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { countMessagesTo, waitForCode } from '../support/outbox.js';
import { openShopper, visible, type Shopper } from '../support/shopper.js';

/** Registers through the API as the app does (code read from the outbox) and answers with the token and the customer. */
async function registeredCustomer(baseUrl: string, email: string) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api/v2${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const seen = countMessagesTo(email);
  await post('/account/register', { Email: email, Password: 'avatar-pass-1', FirstName: 'آوا', LastName: 'تصویری' });
  const { code } = await waitForCode(email, seen);
  const verified = await post('/account/registerverifytokenpost', { Email: email, Token: code });
  return { token: verified.AccessToken as string, customer: verified.Customer };
}

describe('avatar: a customer picks a picture on the profile page and sees it in the side menu', () => {
  let shopper: Shopper;

  beforeAll(async () => {
    shopper = await openShopper('avatar');
    const { token, customer } = await registeredCustomer(shopper.baseUrl, `avatar-${Date.now()}@example.com`);
    // Signed in the way the app keeps a session on the web (lib/storage.ts).
    await shopper.context.addInitScript(
      ([accessToken, current]) => {
        localStorage.setItem('sabad.access-token', accessToken);
        localStorage.setItem('sabad.customer', current);
        localStorage.setItem('sabad.intro-seen', 'true');
      },
      [token, JSON.stringify(customer)] as const,
    );
  });

  afterAll(async () => {
    await shopper?.close();
  });

  /** A JPEG drawn by the browser itself (a 900×600 photo-like gradient). */
  async function jpegFromTheBrowser(): Promise<Buffer> {
    const base64 = await shopper.page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 600;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 900, 600);
      gradient.addColorStop(0, '#0ea5e9');
      gradient.addColorStop(1, '#a855f7');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 900, 600);
      context.fillStyle = '#fde68a';
      context.beginPath();
      context.arc(450, 260, 140, 0, Math.PI * 2);
      context.fill();
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    });
    return Buffer.from(base64, 'base64');
  }

  it('refuses a GIF before sending, uploads a JPEG, and shows it in the profile, the side menu and after a reload', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/profile');
    await visible(page.getByText(fa.profile.addresses, { exact: true }));
    const input = page.locator('input[type=file]');
    await shopper.shot('profile-without-avatar');

    await input.setInputFiles({ name: 'moving.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await visible(page.getByText(fa.avatar.wrongType, { exact: true }));

    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/v2/customer/avatar') && response.request().method() === 'POST',
    );
    await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegFromTheBrowser() });
    const answer = await uploaded;
    expect(answer.status()).toBe(200);
    const { AvatarUrl } = (await answer.json()) as { AvatarUrl: string };
    expect(AvatarUrl).toMatch(/^\/images\/\d+\/thumb\/avatar\.webp$/);
    await visible(page.getByText(fa.avatar.uploaded, { exact: true }));

    const profilePicture = page.locator('.avatar-picker__frame img');
    await expect.poll(() => profilePicture.getAttribute('src')).toBe(AvatarUrl);
    await expect
      .poll(() => profilePicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(240);
    await shopper.shot('profile-with-avatar');

    await (await visible(page.getByRole('button', { name: fa.menu.openMenu, exact: true }))).click();
    await page.waitForFunction(() => document.querySelector('ion-menu')?.classList.contains('show-menu') ?? false);
    const menuPicture = page.locator('ion-menu ion-avatar img');
    await expect.poll(() => menuPicture.getAttribute('src')).toBe(AvatarUrl);
    await expect
      .poll(() => menuPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(240);
    await shopper.shot('side-menu-with-avatar');

    await page.reload();
    await expect
      .poll(() => page.locator('.avatar-picker__frame img').getAttribute('src'), { timeout: 15_000 })
      .toBe(AvatarUrl);
    expect(shopper.problems).toEqual([]);
  });

  it('removes the avatar', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/profile');
    await (await visible(page.getByRole('button', { name: fa.avatar.remove, exact: true }))).click();
    await visible(page.getByText(fa.avatar.removed, { exact: true }));
    await expect.poll(() => page.locator('.avatar-picker__frame img').count()).toBe(0);
    await shopper.shot('profile-avatar-removed');
    expect(shopper.problems).toEqual([]);
  });
});
