import { IonIcon, useIonRouter } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { isAuthorized, useSession } from '@/lib/session';
import * as fa from '@/strings/fa';
import { useBackInStockStatus } from '@/features/back-in-stock/api/get-back-in-stock-status';
import { useDeleteBackInStockSubscription } from '@/features/back-in-stock/api/delete-back-in-stock-subscription';
import { useSubscribeBackInStock } from '@/features/back-in-stock/api/subscribe-back-in-stock';
import './back-in-stock.css';

export function NotifyMeButton({ productId, inStock }: { productId: number; inStock: boolean }) {
  const state = useSession();
  const signedIn = isAuthorized(state);
  const router = useIonRouter();
  const status = useBackInStockStatus(productId, state.accessToken, !inStock);
  const subscribe = useSubscribeBackInStock();
  const unsubscribe = useDeleteBackInStockSubscription();
  if (inStock || status.data?.CanSubscribe === false) return null;

  const subscriptionId = status.data?.SubscriptionId ?? null;
  const busy = status.isPending || subscribe.isPending || unsubscribe.isPending;
  const failure = subscribe.error ?? unsubscribe.error;

  return (
    <section className="notify-me" aria-live="polite">
      {subscriptionId !== null ? (
        <>
          <p className="notify-me__note">{fa.backInStock.subscribed}</p>
          <button
            type="button"
            className="notify-me__cancel"
            disabled={busy}
            onClick={() => unsubscribe.mutate(subscriptionId)}
          >
            {fa.backInStock.unsubscribe}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="form-button form-button--secondary notify-me__button"
          disabled={busy}
          onClick={() => (signedIn ? subscribe.mutate(productId) : router.push(paths.login.link(), 'forward'))}
        >
          <IonIcon icon={notificationsOutline} aria-hidden="true" />
          {fa.backInStock.notifyMe}
        </button>
      )}
      {failure ? (
        <p className="notify-me__error" role="alert">
          {apiErrorMessage(failure)}
        </p>
      ) : null}
    </section>
  );
}
