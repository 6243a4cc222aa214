import { IonContent, IonIcon, IonPage } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { AppLink } from '@/components/app-link';
import { FormMessage } from '@/components/form-field';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatJalaliDate } from '@/lib/format';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import { useDeleteBackInStockSubscription } from '@/features/back-in-stock/api/delete-back-in-stock-subscription';
import { useBackInStockSubscriptions } from '@/features/back-in-stock/api/get-back-in-stock-subscriptions';
import '@/features/back-in-stock/components/back-in-stock.css';
import * as fa from '@/strings/fa';

/** The spec's back-in-stock-subscriptions route: the products the customer waits for, each with a cancel button. */
export default function BackInStockSubscriptionsPage() {
  const { authorized } = useSignedInCustomer();
  const subscriptions = useBackInStockSubscriptions(authorized);
  const remove = useDeleteBackInStockSubscription();

  return (
    <IonPage>
      <PageHeader title={fa.pages.backInStockSubscriptions} backHref={paths.profile.link()} />
      <IonContent className="ion-padding">
        {authorized ? (
          <div className="content-narrow">
            <QueryState query={subscriptions}>
              {(data) => {
                const items = data.pages.flatMap((page) => page.Items);
                if (items.length === 0) return <p className="state-message">{fa.backInStock.empty}</p>;
                return (
                  <>
                    <p className="subscriptions-intro">{fa.backInStock.intro}</p>
                    {remove.error ? <FormMessage kind="error">{apiErrorMessage(remove.error)}</FormMessage> : null}
                    <ul className="subscription-list">
                      {items.map((subscription) => (
                        <li key={subscription.Id} className="subscription-card">
                          {subscription.PictureUrl ? (
                            <img
                              className="subscription-card__picture"
                              src={subscription.PictureUrl}
                              alt=""
                              loading="lazy"
                              decoding="async"
                            />
                          ) : (
                            <span className="subscription-card__picture" aria-hidden="true" />
                          )}
                          <div className="subscription-card__body">
                            <AppLink
                              to={paths.productDetails.link(subscription.ProductId)}
                              className="subscription-card__name"
                            >
                              {subscription.ProductName}
                            </AppLink>
                            <span className="subscription-card__since">
                              {fa.backInStock.since(formatJalaliDate(subscription.CreatedOn))}
                            </span>
                          </div>
                          <button
                            type="button"
                            className="subscription-card__remove"
                            aria-label={fa.backInStock.remove(subscription.ProductName)}
                            disabled={remove.isPending}
                            onClick={() => remove.mutate(subscription.Id)}
                          >
                            <IonIcon icon={trashOutline} aria-hidden="true" />
                          </button>
                        </li>
                      ))}
                    </ul>
                    <LoadMore
                      hasMore={subscriptions.hasNextPage}
                      loading={subscriptions.isFetchingNextPage}
                      onLoadMore={() => void subscriptions.fetchNextPage()}
                    />
                  </>
                );
              }}
            </QueryState>
          </div>
        ) : null}
      </IonContent>
    </IonPage>
  );
}
