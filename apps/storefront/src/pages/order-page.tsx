import { IonButton, IonContent, IonPage } from '@ionic/react';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import '@/features/orders/components/orders.css';
import { RecurringOrdersSection } from '@/features/recurring/components/recurring-orders-section';
import * as fa from '@/strings/fa';

/** The spec's order route (/order), reached from the profile: the customer's orders, newest first, page by page. */
export default function OrderPage() {
  const { authorized } = useSignedInCustomer();
  const orders = useOrders(authorized);

  return (
    <IonPage>
      <PageHeader title={fa.pages.order} backHref={paths.profile.link()} />
      <IonContent>
        {authorized ? (
          <div className="content-narrow">
            <QueryState query={orders}>
              {(data) => {
                const list = data.pages.flatMap((page) => page.Orders);
                return (
                  <>
                    <RecurringOrdersSection
                      recurringOrders={data.pages[0]?.RecurringOrders ?? []}
                      errors={data.pages[0]?.RecurringPaymentErrors ?? []}
                    />
                    {list.length === 0 ? (
                      <div className="state-message">
                        <p>{fa.orders.empty}</p>
                        <IonButton fill="outline" routerLink={paths.tabsHome.link()}>
                          {fa.orders.startShopping}
                        </IonButton>
                      </div>
                    ) : (
                      <ul className="order-list" aria-label={fa.orders.listLabel}>
                        {list.map((order) => (
                          <li key={order.Id}>
                            <OrderCard order={order} />
                          </li>
                        ))}
                      </ul>
                    )}
                    <LoadMore
                      hasMore={orders.hasNextPage}
                      loading={orders.isFetchingNextPage}
                      onLoadMore={() => void orders.fetchNextPage()}
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
