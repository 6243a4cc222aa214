import { IonButton, IonContent, IonPage, useIonRouter } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useCheckoutNeedsCart } from '@/app/use-checkout-needs-cart';
import { AppLink } from '@/components/app-link';
import { FormMessage } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { cartKeys } from '@/features/cart/api/cart-keys';
import { useCartItems } from '@/features/cart/api/get-cart-items';
import { orderTotalsQueryOptions } from '@/features/cart/api/get-order-totals';
import { useShoppingCartSettings } from '@/features/cart/api/get-shopping-cart-settings';
import { CartLine } from '@/features/cart/components/cart-line';
import { GiftCardBox } from '@/features/cart/components/gift-card-box';
import { OrderTotalsView } from '@/features/cart/components/order-totals-view';
import { checkoutKeys } from '@/features/checkout/api/checkout-keys';
import { useCheckoutAddresses } from '@/features/checkout/api/get-checkout-addresses';
import { useDeliveryDateTimes } from '@/features/checkout/api/get-delivery-date-times';
import { useOrderSettings } from '@/features/checkout/api/get-order-settings';
import { usePaymentMethods } from '@/features/checkout/api/get-payment-methods';
import { useShippingMethods } from '@/features/checkout/api/get-shipping-methods';
import { AddressLines, addressName } from '@/features/checkout/components/address-lines';
import '@/features/checkout/components/checkout.css';
import { isChequePayment } from '@/features/checkout/cheque-input';
import { DiscountBox } from '@/features/checkout/components/discount-box';
import { RefusalMessage } from '@/features/checkout/components/refusal-message';
import { StepBackButton } from '@/features/checkout/components/step-back-button';

import { useCheckoutSteps } from '@/features/checkout/hooks/use-checkout-steps';
import { useOrderPlacement } from '@/features/checkout/hooks/use-order-placement';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';

function ReviewSection({ title, change, children }: { title: string; change: string; children: ReactNode }) {
  const steps = useCheckoutSteps();
  return (
    <section className="checkout-section" aria-label={title}>
      <h2>
        {title}
        <AppLink
          to={change}
          className="form-link"
          aria-label={fa.checkout.changeStep(title)}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            steps.back(change);
          }}
        >
          {fa.checkout.change}
        </AppLink>
      </h2>
      {children}
    </section>
  );
}

/** The held courier slot, as the server still holds it. */
function HeldSlot({ shippingMethod }: { shippingMethod: string }) {
  const times = useDeliveryDateTimes(shippingMethod);
  for (const day of times.data?.Result.AvailableDeliveryDateTimesTable ?? []) {
    const time = day.Times.find((candidate) => candidate.Selected);
    if (time) return <p>{fa.checkout.slotHeld(day.DeliveryDateString, time.Time)}</p>;
  }
  return null;
}

/** The confirmation step: everything the order will be, the codes and cards, the terms, and «ثبت سفارش». */
export default function CartReviewPage() {
  useCheckoutNeedsCart();
  const queryClient = useQueryClient();
  const router = useIonRouter();
  const items = useCartItems();
  const totals = useQuery({ ...orderTotalsQueryOptions(), refetchOnMount: 'always' });
  const settings = useShoppingCartSettings();
  const orderSettings = useOrderSettings();
  const addresses = useCheckoutAddresses();
  const shippingMethods = useShippingMethods(addresses.data?.IsShippable ?? false);
  const paymentMethods = usePaymentMethods();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const placement = useOrderPlacement(async () => {
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    await queryClient.invalidateQueries({ queryKey: checkoutKeys.all, refetchType: 'none' });
  });

  const termsRequired = orderSettings.data?.TermsOfServiceOnOrderConfirmPage ?? false;
  const checkout = addresses.data;
  const billing = checkout?.Addresses.find((address) => address.Id === checkout.BillingAddressId) ?? null;
  const shipping = checkout?.Addresses.find((address) => address.Id === checkout.ShippingAddressId) ?? null;
  const shippingMethod = shippingMethods.data?.ShippingMethods.find((method) => method.Selected) ?? null;
  const paymentMethod = paymentMethods.data?.PaymentMethods.find((method) => method.Selected) ?? null;

  const place = () => {
    if (termsRequired && !termsAccepted) return setTermsMissing(true);
    void placement.place({
      ...(paymentMethod ? { PaymentMethod: paymentMethod.PaymentMethodSystemName } : {}),
      ...(termsRequired ? { AcceptTermsOfService: termsAccepted } : {}),
    });
  };
  const refreshTotals = () => void queryClient.invalidateQueries({ queryKey: cartKeys.totals });

  return (
    <IonPage>
      <PageHeader
        title={fa.pages.cartReview}
        backButton={
          <StepBackButton
            to={
              isChequePayment(paymentMethod?.PaymentMethodSystemName) ? paths.checkPayment.link() : paths.payment.link()
            }
          />
        }
      />
      <IonContent>
        <QueryState query={items}>
          {(list) =>
            list.Items.length === 0 ? (
              <p className="state-message">{fa.cart.reviewEmpty}</p>
            ) : (
              <div className="content-narrow">
                <ul className="cart-lines" aria-label={fa.checkout.items}>
                  {list.Items.map((line) => (
                    <CartLine
                      key={line.Id}
                      line={line}
                      showPicture={settings.data?.ShowProductImagesOnShoppingCart ?? true}
                    />
                  ))}
                </ul>
                <div className="checkout-step">
                  {list.Warnings.length > 0 ? (
                    <ul className="checkout-warnings" role="alert">
                      {list.Warnings.map((warning) => (
                        <li key={warning}>{warning}</li>
                      ))}
                    </ul>
                  ) : null}
                  {billing ? (
                    <ReviewSection title={fa.checkout.billingAddress} change={paths.checkout.link()}>
                      <p>{addressName(billing)}</p>
                      <p className="choice-card__body">
                        <AddressLines address={billing} />
                      </p>
                    </ReviewSection>
                  ) : null}
                  {checkout?.IsShippable && shipping ? (
                    <ReviewSection
                      title={fa.checkout.shippingAddress}
                      change={checkout.ShipToSameAddress ? paths.checkout.link() : paths.shippingAddress.link()}
                    >
                      <p>{addressName(shipping)}</p>
                      <p className="choice-card__body">
                        <AddressLines address={shipping} />
                      </p>
                    </ReviewSection>
                  ) : null}
                  {totals.data?.SelectedShippingMethod ? (
                    <ReviewSection title={fa.checkout.shippingMethod} change={paths.shipping.link()}>
                      <p>{totals.data.SelectedShippingMethod}</p>
                      {shippingMethod?.HasDeliverySlots ? (
                        <HeldSlot shippingMethod={shippingMethod.SystemName} />
                      ) : null}
                    </ReviewSection>
                  ) : null}
                  {totals.data?.PaymentMethod ? (
                    <ReviewSection title={fa.checkout.paymentMethod} change={paths.payment.link()}>
                      <p>{totals.data.PaymentMethod}</p>
                    </ReviewSection>
                  ) : null}
                </div>
                {settings.data?.ShowDiscountBox ? <DiscountBox onChanged={refreshTotals} /> : null}
                {settings.data?.ShowGiftCardBox ? <GiftCardBox applied={totals.data?.GiftCards ?? []} /> : null}
                {totals.data ? <OrderTotalsView totals={totals.data} /> : null}
                <div className="checkout-step">
                  {totals.data && totals.data.WillEarnRewardPoints > 0 ? (
                    <p className="choice-card__note">
                      {fa.checkout.willEarnPoints(formatNumber(totals.data.WillEarnRewardPoints))}
                    </p>
                  ) : null}
                  {termsRequired ? (
                    <>
                      <label className="form-check">
                        <input
                          type="checkbox"
                          checked={termsAccepted}
                          onChange={(event) => {
                            setTermsMissing(false);
                            setTermsAccepted(event.target.checked);
                          }}
                        />
                        {fa.checkout.acceptTerms}
                      </label>
                      <AppLink to={paths.termsConditions.link()} className="form-link">
                        {fa.checkout.readTerms}
                      </AppLink>
                    </>
                  ) : null}
                  {termsMissing ? <FormMessage kind="error">{fa.checkout.termsRequired}</FormMessage> : null}
                  {placement.refusal ? (
                    <RefusalMessage error={placement.refusal} fallback={fa.checkout.placeFailed} />
                  ) : null}
                  <div className="checkout-actions">
                    <button
                      type="button"
                      className="form-button"
                      disabled={placement.busy}
                      aria-busy={placement.busy || undefined}
                      onClick={place}
                    >
                      {placement.redirecting
                        ? fa.checkout.goingToBank
                        : placement.busy
                          ? fa.checkout.placingOrder
                          : fa.checkout.placeOrder}
                    </button>
                    <IonButton expand="block" fill="outline" onClick={() => router.push(paths.cart.link(), 'back')}>
                      {fa.cart.editCart}
                    </IonButton>
                  </div>
                </div>
              </div>
            )
          }
        </QueryState>
      </IonContent>
    </IonPage>
  );
}
