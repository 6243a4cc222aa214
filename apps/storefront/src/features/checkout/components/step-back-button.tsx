import { IonButton, IonIcon } from '@ionic/react';
import { arrowBackSharp } from 'ionicons/icons';
import * as fa from '@/strings/fa';
import { useCheckoutSteps } from '@/features/checkout/hooks/use-checkout-steps';

/** The previous checkout step, opened in place of this one (the steps are one history entry). */
export function StepBackButton({ to }: { to: string }) {
  const steps = useCheckoutSteps();
  return (
    <IonButton onClick={() => steps.back(to)} aria-label={fa.common.back}>
      <IonIcon slot="icon-only" icon={arrowBackSharp} flipRtl aria-hidden="true" />
    </IonButton>
  );
}
