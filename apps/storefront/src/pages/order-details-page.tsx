import { IonButton, IonContent, IonPage } from '@ionic/react';
import type { OrderAddress, OrderDetails, ReorderResponse } from '@sabad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { FormMessage } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { cartKeys } from '@/features/cart/api/cart-keys';
import { useCancelOrder } from '@/features/checkout/api/cancel-order';
import { orderIdParam, useOrder } from '@/features/checkout/api/get-order';
import { isChequePayment } from '@/features/checkout/cheque-input';
import { AddressLines, addressName } from '@/features/checkout/components/address-lines';
import '@/features/checkout/components/checkout.css';
import { RefusalMessage } from '@/features/checkout/components/refusal-message';
import { usePayOrder } from '@/features/checkout/hooks/use-pay-order';
import { useOrderInvoice } from '@/features/orders/api/get-invoice';
import { useReorder } from '@/features/orders/api/reorder';
import { InvoicePreview } from '@/features/orders/components/invoice-preview';
import { OrderItems } from '@/features/orders/components/order-items';
import { OrderNotes, OrderShipments, OrderTotalsList } from '@/features/orders/components/order-sections';
import '@/features/orders/components/orders.css';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatJalaliDate, formatJalaliDateTime, toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';

function AddressSection({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <section className="checkout-section" aria-label={title}>
      <h2>{title}</h2>
      <p>{addressName(address)}</p>
      <p className="choice-card__body">
        <AddressLines address={address} />
      </p>
    </section>
  );
}

/** What the reorder did: the server's sentence, the lines it could not add, and the way to the cart. */
function ReorderAnswer({ answer }: { answer: ReorderResponse }) {
  return (
    <section className="checkout-actions" aria-label={fa.orders.reorderResult}>
      <FormMessage kind={answer.Success ? 'success' : 'error'}>{answer.Message}</FormMessage>
      {answer.Result.Warnings.length > 0 ? (
        <>
          <p>{fa.orders.notAdded}</p>
          <ul className="order-warnings">
            {answer.Result.Warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </>
      ) : null}
      {answer.Success ? (
        <IonButton expand="block" routerLink={paths.cart.link()}>
          {fa.orders.goToCart}
        </IonButton>
      ) : null}
    </section>
  );
}

/**
 * The actions the order's state allows: pay again (as at checkout), the cheques, cancel (after a
 * confirmation), reorder, ask for a return, print the invoice.
 */
function OrderActions({ order }: { order: OrderDetails }) {
  const queryClient = useQueryClient();
  const payOrder = usePayOrder();
  const cancel = useCancelOrder();
  const reorder = useReorder();
  const invoice = useOrderInvoice();
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [invoiceOpen, setInvoiceOpen] = useState(false);

  const runReorder = () =>
    reorder.mutate(order.Id, {
      // As after every cart change (docs/product.md §4): the cart and its count are read again.
      onSuccess: (answer) => {
        if (answer.Success) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      },
    });
  const openInvoice = () => invoice.mutate(order.Id, { onSuccess: () => setInvoiceOpen(true) });

  return (
    <section className="checkout-actions" aria-label={fa.orders.actions}>
      {payProblem ? <FormMessage kind="error">{payProblem}</FormMessage> : null}
      {order.CanRePostProcessPayment ? (
        <button
          type="button"
          className="form-button"
          disabled={payOrder.isPending}
          onClick={() => void payOrder.pay(order.Id).then(setPayProblem)}
        >
          {payOrder.isPending ? fa.checkout.goingToBank : fa.checkout.pay}
        </button>
      ) : null}
      {isChequePayment(order.PaymentMethodSystemName) ? (
        <IonButton expand="block" fill="outline" routerLink={paths.checkDetails.link(order.Id)}>
          {fa.pages.checkDetails}
        </IonButton>
      ) : null}
      {cancel.isSuccess ? <FormMessage kind="success">{fa.checkout.cancelled}</FormMessage> : null}
      {cancel.error ? <RefusalMessage error={cancel.error} /> : null}
      {order.CanCancel ? (
        confirming ? (
          <div className="address-card__actions" role="group" aria-label={fa.checkout.confirmCancel}>
            <span>{fa.checkout.confirmCancel}</span>
            <button
              type="button"
              className="form-button"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(order.Id, { onSettled: () => setConfirming(false) })}
            >
              {fa.checkout.confirmCancelYes}
            </button>
            <button type="button" className="form-button form-button--secondary" onClick={() => setConfirming(false)}>
              {fa.checkout.confirmCancelNo}
            </button>
          </div>
        ) : (
          <button type="button" className="form-button form-button--secondary" onClick={() => setConfirming(true)}>
            {fa.checkout.cancelOrder}
          </button>
        )
      ) : null}
      {order.IsReOrderAllowed ? (
        <button
          type="button"
          className="form-button form-button--secondary"
          disabled={reorder.isPending}
          onClick={runReorder}
        >
          {reorder.isPending ? fa.orders.reordering : fa.orders.reorder}
        </button>
      ) : null}
      {reorder.data ? <ReorderAnswer answer={reorder.data} /> : null}
      {reorder.error ? <FormMessage kind="error">{apiErrorMessage(reorder.error)}</FormMessage> : null}
      {order.IsReturnRequestAllowed ? (
        <AppLink
          className="form-button form-button--secondary form-button--link"
          to={paths.returnRequests.link(order.Id)}
        >
          {fa.orders.returnRequest}
        </AppLink>
      ) : null}
      <button
        type="button"
        className="form-button form-button--secondary"
        disabled={invoice.isPending}
        onClick={openInvoice}
      >
        {invoice.isPending ? fa.orders.loadingInvoice : fa.orders.printInvoice}
      </button>
      {invoice.error ? <FormMessage kind="error">{fa.orders.invoiceFailed}</FormMessage> : null}
      {invoiceOpen && invoice.data ? (
        <InvoicePreview html={invoice.data} onClose={() => setInvoiceOpen(false)} />
      ) : null}
    </section>
  );
}

/** One order (/order-details/:id): statuses, actions, lines, totals, addresses, shipments and notes. */
export default function OrderDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const orderId = orderIdParam(id);
  const order = useOrder(orderId);

  return (
    <IonPage>
      <PageHeader title={fa.pages.orderDetails} backHref={paths.orders.link()} />
      <IonContent>
        {orderId === null ? (
          <p className="state-message">{fa.common.notFound}</p>
        ) : (
          <QueryState query={order}>
            {(details) => {
              const title = fa.orders.orderNumber(toPersianDigits(details.CustomOrderNumber));
              return (
                <div className="checkout-step content-narrow">
                  <section className="checkout-section" aria-label={title}>
                    <h2>{title}</h2>
                    <p>{fa.checkout.orderDate(formatJalaliDateTime(details.CreatedOn))}</p>
                    <dl className="order-statuses">
                      <dt>{fa.orders.orderStatus}</dt>
                      <dd>{details.OrderStatus}</dd>
                      <dt>{fa.orders.paymentStatus}</dt>
                      <dd>{details.PaymentStatus}</dd>
                      <dt>{fa.orders.shippingStatus}</dt>
                      <dd>{details.ShippingStatus}</dd>
                      <dt>{fa.checkout.paymentMethod}</dt>
                      <dd>{details.PaymentMethod}</dd>
                      {details.ShippingMethod ? (
                        <>
                          <dt>{fa.checkout.shippingMethod}</dt>
                          <dd>{details.ShippingMethod}</dd>
                        </>
                      ) : null}
                    </dl>
                    {details.DeliveryDate && details.DeliveryTime ? (
                      <p>{fa.checkout.deliverySlot(formatJalaliDate(details.DeliveryDate), details.DeliveryTime)}</p>
                    ) : null}
                  </section>
                  <OrderActions order={details} />
                  <section className="checkout-section" aria-labelledby="order-items">
                    <h2 id="order-items">{fa.checkout.items}</h2>
                    <OrderItems items={details.Items} />
                    <OrderTotalsList order={details} />
                  </section>
                  <AddressSection title={fa.checkout.billingAddress} address={details.BillingAddress} />
                  {details.ShippingAddress ? (
                    <AddressSection title={fa.checkout.shippingAddress} address={details.ShippingAddress} />
                  ) : null}
                  {details.PickupAddress ? (
                    <AddressSection title={fa.orders.pickupAddress} address={details.PickupAddress} />
                  ) : null}
                  {details.Shipments.length > 0 ? <OrderShipments shipments={details.Shipments} /> : null}
                  {details.OrderNotes.length > 0 ? <OrderNotes notes={details.OrderNotes} /> : null}
                </div>
              );
            }}
          </QueryState>
        )}
      </IonContent>
    </IonPage>
  );
}
