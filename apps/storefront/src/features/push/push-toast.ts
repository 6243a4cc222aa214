import type { PushPayload } from '@sabad/contract';
import type { ToastOptions } from '@ionic/core/components';
import * as fa from '@/strings/fa';

/** docs/product.md §9: toasts do not dismiss themselves by default. */
export function pushToastOptions(push: Pick<PushPayload, 'title' | 'body'>): ToastOptions {
  return {
    message: `${push.title} - ${push.body}`,
    position: 'top',
    duration: 0,
    buttons: [{ text: fa.push.confirm, role: 'cancel' }],
  };
}
