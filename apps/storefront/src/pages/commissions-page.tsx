import { IonContent, IonPage } from '@ionic/react';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { storeConfig } from '@/config/store-config';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import '@/features/checkout/components/checkout.css';
import { useCommissionOrders } from '@/features/rewards/api/get-commission-orders';
import { useCommissionStatus } from '@/features/rewards/api/get-commission-status';
import { useMyCommissions } from '@/features/rewards/api/get-my-commissions';
import { ReferralCard } from '@/features/rewards/components/referral-card';
import { formatJalaliDate, formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import '@/features/rewards/components/rewards.css';

/** The affiliate's rate and link, and their referred customers' orders with each commission and whether it is paid. */
function CommissionAccount({ customerId }: { customerId: number }) {
  const accounts = useMyCommissions(customerId);
  const orders = useCommissionOrders(customerId);
  return (
    <>
      <QueryState query={accounts}>
        {(list) =>
          list.map((account) => (
            <div key={account.FriendlyUrlName}>
              <p className="checkout-section">
                <strong>{fa.rewards.commissionRate(formatNumber(account.CommissionRate))}</strong>
              </p>
              <ReferralCard code={account.FriendlyUrlName} />
            </div>
          ))
        }
      </QueryState>
      <h2>{fa.rewards.commissionOrders}</h2>
      <QueryState query={orders}>
        {(data) => {
          const rows = data.pages.flat();
          if (rows.length === 0) return <p className="state-message">{fa.rewards.noCommissionOrders}</p>;
          return (
            <>
              <ul className="points-history" aria-label={fa.rewards.commissionOrders}>
                {rows.map((row) => (
                  <li key={row.CustomOrderNumber} className="checkout-section">
                    <p>
                      <strong>{fa.rewards.orderNumber(row.CustomOrderNumber)}</strong> · {row.OrderStatus} ·{' '}
                      {row.PaymentStatus}
                    </p>
                    <p>
                      {fa.rewards.orderTotal}: {row.OrderTotal} · {fa.rewards.commissionAmount}:{' '}
                      <strong>{row.CommissionAmount}</strong>
                    </p>
                    <p className="choice-card__note">
                      {row.IsPaid && row.DateOfPaymentString
                        ? fa.rewards.paid(formatJalaliDate(row.DateOfPaymentString))
                        : fa.rewards.unpaid}
                    </p>
                  </li>
                ))}
              </ul>
              <LoadMore
                hasMore={orders.hasNextPage}
                loading={orders.isFetchingNextPage}
                onLoadMore={() => void orders.fetchNextPage()}
              />
            </>
          );
        }}
      </QueryState>
    </>
  );
}

/**
 * The spec's commissions route, for stores built with `commissions` on (config/store-config.ts) and
 * customers whose commission account the server reports enabled (GetStatus).
 */
export default function CommissionsPage() {
  const { authorized, customer } = useSignedInCustomer();
  const customerId = authorized && customer && storeConfig.commissionsEnabled ? customer.Id : null;
  const status = useCommissionStatus(customerId);

  return (
    <IonPage>
      <PageHeader title={fa.pages.commissions} backHref={paths.profile.link()} />
      <IonContent className="ion-padding">
        {authorized ? (
          <div className="content-narrow">
            {!storeConfig.commissionsEnabled ? (
              <p className="state-message">{fa.rewards.commissionsUnavailable}</p>
            ) : (
              <QueryState query={status}>
                {(answer) =>
                  answer.AccountEnabled && customerId !== null ? (
                    <CommissionAccount customerId={customerId} />
                  ) : (
                    <p className="state-message">{fa.rewards.commissionsUnavailable}</p>
                  )
                }
              </QueryState>
            )}
          </div>
        ) : null}
      </IonContent>
    </IonPage>
  );
}
