import { alertController, toastController, type AlertOptions, type ToastOptions } from '@ionic/core/components';

/** These prompts are rare: their web components are defined on first use, not in the first load. */
export async function presentToast(options: ToastOptions): Promise<void> {
  const { defineCustomElement } = await import('@ionic/core/components/ion-toast.js');
  defineCustomElement();
  const toast = await toastController.create(options);
  await toast.present();
}

export async function presentAlert(options: AlertOptions): Promise<void> {
  const { defineCustomElement } = await import('@ionic/core/components/ion-alert.js');
  defineCustomElement();
  const alert = await alertController.create(options);
  await alert.present();
}
