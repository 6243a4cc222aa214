import { describe, expect, it } from 'vitest';
import * as fa from '@/strings/fa';
import { presentToast } from './overlays';

describe('startup overlays', () => {
  it('defines the toast on first use and shows the exit hint', async () => {
    await presentToast({ message: fa.exitHint, duration: 5000 });
    const toast = document.querySelector('ion-toast') as HTMLElement & { message?: string; duration?: number };
    expect(customElements.get('ion-toast')).toBeDefined();
    expect(toast.message).toBe('برای خروج دوباره بازگشت را بزنید.');
    expect(toast.duration).toBe(5000);
  });
});
