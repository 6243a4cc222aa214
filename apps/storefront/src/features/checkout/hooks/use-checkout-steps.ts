import { useIonRouter } from '@ionic/react';

/**
 * The checkout steps replace one another in the history: the browser's Back from any step, and from
 * the confirmation that replaces the last one, leaves the checkout instead of reopening a step of a placed order.
 * The header's back button walks the steps explicitly instead.
 */
export function useCheckoutSteps() {
  const router = useIonRouter();
  return {
    forward: (path: string) => router.push(path, 'forward', 'replace'),
    back: (path: string) => router.push(path, 'back', 'replace'),
  };
}
