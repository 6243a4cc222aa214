/**
 * Web Push (issue 14): a signed-in shopper turns notifications on from the profile — the browser
 * asks permission then, not on first load — the app subscribes with the server's VAPID key and
 * registers for the store's topic; the operator's `push send` reaches the subscription signed and
 * encrypted, and the pushed message shows, with the app open, as the toast at the top
 * «title - body» with «تایید» that stays until confirmed. (How the push service is stood in for
 * offline: support/push.ts.)
 */
import type { PushPublicKey } from '@sabad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { registeredCustomer, signIn } from '../support/customers.js';
import {
  cliPushSend,
  pushCalls,
  serviceWorkerRegistration,
  startLocalPushService,
  useLocalPushService,
  type LocalPushService,
  type LocalSubscription,
} from '../support/push.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

describe('web push', () => {
  let shopper: Shopper;
  let pushService: LocalPushService;
  let browserSubscription: LocalSubscription;
  /** The topic the app registered for: its store config's notificationTopic. */
  let topic: string;

  beforeAll(async () => {
    pushService = await startLocalPushService();
    browserSubscription = pushService.subscribe();
    const customer = await registeredCustomer();
    shopper = await openShopper('push');
    await shopper.context.grantPermissions(['notifications'], { origin: shopper.baseUrl });
    await useLocalPushService(shopper.context, browserSubscription);
    await signIn(shopper, customer.login);
  });

  afterAll(async () => {
    await shopper?.close();
    await pushService?.close();
  });

  it('asks nothing on first load, and subscribes from the profile toggle', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/home');
    await serviceWorkerRegistration(page, shopper.baseUrl);
    expect(await pushCalls(page)).toEqual({ permissionRequests: 0, subscribeCalls: [] });

    await shopper.open('/tabs/profile');
    const toggle = await visible(page.getByRole('switch', { name: fa.push.notifications }));
    expect(await toggle.isChecked()).toBe(false);
    await shopper.shot('profile-notifications-off');
    const registered = page.waitForResponse((response) => response.url().endsWith('/api/v2/push/subscribe'));
    await toggle.click();
    expect((await registered).status()).toBe(200);
    const body = (await registered).request().postDataJSON() as { Endpoint: string; Topic: string };
    expect(body.Endpoint).toBe(browserSubscription.endpoint);
    topic = body.Topic;
    expect(topic).toBe('sabad-all');
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await shopper.shot('profile-notifications-on');

    const { PublicKey } = await api<PushPublicKey>('/push/publickey');
    expect(await pushCalls(page)).toEqual({
      permissionRequests: 1,
      subscribeCalls: [{ userVisibleOnly: true, applicationServerKey: PublicKey }],
    });
  });

  it('shows a pushed message as the toast at the top «title - body» with «تایید», until confirmed', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/home');
    const { cdp, registrationId } = await serviceWorkerRegistration(page, shopper.baseUrl);

    const arrived = pushService.next(browserSubscription.endpoint);
    const sent = await cliPushSend({
      topic,
      title: 'حراج پاییزه',
      body: 'تا ۳۰٪ تخفیف روی کیف و کفش',
      url: '/tabs/categories',
    });
    expect(sent).toMatch(/[1-9]\d* delivered/);
    const push = await arrived;
    expect(JSON.parse(push.text)).toEqual({
      title: 'حراج پاییزه',
      body: 'تا ۳۰٪ تخفیف روی کیف و کفش',
      url: '/tabs/categories',
    });
    expect(pushService.rejected).toEqual([]);

    // The decrypted body, as the browser's push service hands it to the service worker.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: shopper.baseUrl,
      registrationId,
      data: push.text,
    });
    const toast = page.locator('ion-toast');
    await visible(toast.getByText('حراج پاییزه - تا ۳۰٪ تخفیف روی کیف و کفش', { exact: true }));
    expect(await toast.evaluate((element) => (element as HTMLElement & { position: string }).position)).toBe('top');

    // No auto-dismiss: still there a few seconds later, gone once confirmed.
    await page.waitForTimeout(3000);
    await shopper.shot('push-toast');
    const confirm = await visible(toast.getByRole('button', { name: fa.push.confirm }));
    await confirm.click();
    await expect.poll(() => page.locator('ion-toast').count()).toBe(0);
    expect(shopper.problems).toEqual([]);
  });
});
