import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as fa from '@/strings/fa';
import { presentToast } from './overlays';
import { showUpdateAlert } from './use-update-prompt';

describe('startup overlays', () => {
  it('defines the toast on first use and shows the exit hint', async () => {
    await presentToast({ message: fa.exitHint, duration: 5000 });
    const toast = document.querySelector('ion-toast') as HTMLElement & { message?: string; duration?: number };
    expect(customElements.get('ion-toast')).toBeDefined();
    expect(toast.message).toBe('برای خروج دوباره بازگشت را بزنید.');
    expect(toast.duration).toBe(5000);
  });

  it("shows the update prompt with its title, message, and the update and 'لغو' buttons", async () => {
    await showUpdateAlert(() => undefined);
    const alert = document.querySelector('ion-alert') as HTMLElement & {
      header?: string;
      message?: string;
      buttons?: Array<{ text: string }>;
    };
    await waitFor(() => expect(customElements.get('ion-alert')).toBeDefined());
    expect(alert.header).toBe('به روز رسانی');
    expect(alert.message).toBe('نسخهی جدیدی از نرمافزار موجود است!');
    expect(alert.buttons?.map((button) => button.text)).toEqual(['به روز رسانی', 'لغو']);
  });
});
