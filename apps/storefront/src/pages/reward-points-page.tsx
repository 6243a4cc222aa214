import { IonContent, IonPage } from '@ionic/react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import '@/features/checkout/components/checkout.css';
import { useRewardPoints } from '@/features/rewards/api/get-reward-points';
import { PointsHistory } from '@/features/rewards/components/points-history';
import { ReferralCard } from '@/features/rewards/components/referral-card';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';

/**
 * The spec's reward-points route: the balance in points and Toman, the ledger a page at a time,
 * and for affiliates their referral code, share link and the customers they brought.
 */
export default function RewardPointsPage() {
  const { authorized, customer } = useSignedInCustomer();
  const [pageNumber, setPageNumber] = useState(1);
  const points = useRewardPoints(authorized && customer ? customer.Id : null, pageNumber);

  return (
    <IonPage>
      <PageHeader title={fa.pages.rewardPoints} backHref={paths.profile.link()} />
      <IonContent className="ion-padding">
        {authorized ? (
          <div className="content-narrow">
            <QueryState query={points}>
              {(data) => (
                <>
                  <section className="checkout-section" aria-label={fa.rewards.balance}>
                    <h2>{fa.rewards.balance}</h2>
                    <p>
                      <strong>{fa.rewards.balancePoints(formatNumber(data.RewardPointsBalance))}</strong>
                    </p>
                    <p>{fa.rewards.balanceWorth(data.RewardPointsAmount)}</p>
                    {data.MinimumRewardPointsBalance > 0 ? (
                      <p className="choice-card__note">
                        {fa.rewards.minimumToUse(formatNumber(data.MinimumRewardPointsBalance))}
                      </p>
                    ) : null}
                  </section>
                  {data.AffiliateCode ? (
                    <ReferralCard code={data.AffiliateCode} referredCustomers={data.AffiliatedCustomersCount} />
                  ) : null}
                  <h2>{fa.rewards.history}</h2>
                  {data.History.length === 0 ? (
                    <p className="state-message">{fa.rewards.empty}</p>
                  ) : (
                    <PointsHistory entries={data.History} />
                  )}
                  {data.TotalPages > 1 ? (
                    <nav className="checkout-actions" aria-label={fa.rewards.pageOf(pageNumber, data.TotalPages)}>
                      <p>{fa.rewards.pageOf(pageNumber, data.TotalPages)}</p>
                      <button
                        type="button"
                        className="form-button form-button--secondary"
                        disabled={pageNumber <= 1 || points.isPlaceholderData}
                        onClick={() => setPageNumber((page) => page - 1)}
                      >
                        {fa.rewards.previousPage}
                      </button>
                      <button
                        type="button"
                        className="form-button form-button--secondary"
                        disabled={pageNumber >= data.TotalPages || points.isPlaceholderData}
                        onClick={() => setPageNumber((page) => page + 1)}
                      >
                        {fa.rewards.nextPage}
                      </button>
                    </nav>
                  ) : null}
                </>
              )}
            </QueryState>
          </div>
        ) : null}
      </IonContent>
    </IonPage>
  );
}
