import { describe, expect, it } from 'vitest';
import { pushToastOptions } from '@/features/push/push-toast';
import { isPushMessage } from '@/features/push/use-web-push';
import { presentToast } from './overlays';

describe('the push toast', () => {
  it("shows «title - body» at the top with 'تایید' and no auto-dismiss", async () => {
    await presentToast(pushToastOptions({ title: 'سفارش ارسال شد', body: 'کد رهگیری: ۱۲۳' }));
    const toast = document.querySelector('ion-toast') as HTMLElement & {
      message?: string;
      position?: string;
      duration?: number;
      buttons?: Array<{ text: string }>;
    };
    expect(toast.message).toBe('سفارش ارسال شد - کد رهگیری: ۱۲۳');
    expect(toast.position).toBe('top');
    expect(toast.duration).toBe(0);
    expect(toast.buttons?.map((button) => button.text)).toEqual(['تایید']);
  });

  it("takes only the service worker's push messages", () => {
    expect(isPushMessage({ type: 'sabad-push', payload: { title: 'a', body: 'b', url: '/' } })).toBe(true);
    expect(isPushMessage({ type: 'sabad-push', payload: { title: 1 } })).toBe(false);
    expect(isPushMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isPushMessage(null)).toBe(false);
  });
});
