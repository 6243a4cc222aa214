import { toastController, type ToastOptions } from '@ionic/core/components';

/** Toasts are rare: their web component is defined on first use, not in the first load. */
export async function presentToast(options: ToastOptions): Promise<void> {
  const { defineCustomElement } = await import('@ionic/core/components/ion-toast.js');
  defineCustomElement();
  const toast = await toastController.create(options);
  await toast.present();
}
