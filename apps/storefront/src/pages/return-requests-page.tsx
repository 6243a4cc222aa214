import { IonButton, IonContent, IonPage } from '@ionic/react';
import type { SubmitReturnRequestResponse } from '@sabad/contract';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FormMessage } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import { useCustomerReturnRequests } from '@/features/returns/api/get-customer-return-requests';
import { useReturnRequestForm } from '@/features/returns/api/get-return-request-form';
import { ReturnRequestFormView } from '@/features/returns/components/return-request-form';
import { ReturnRequestList } from '@/features/returns/components/return-request-list';
import { apiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/http-error';
import * as fa from '@/strings/fa';

/** The customer's return requests, or the empty state. */
function RequestList({ enabled }: { enabled: boolean }) {
  const requests = useCustomerReturnRequests(enabled);
  return (
    <QueryState query={requests}>
      {(data) =>
        data.Items.length === 0 ? (
          <div className="state-message">
            <p>{fa.returns.empty}</p>
            <IonButton fill="outline" routerLink={paths.orders.link()}>
              {fa.pages.order}
            </IonButton>
          </div>
        ) : (
          <ReturnRequestList requests={data.Items} />
        )
      }
    </QueryState>
  );
}

/** The return form of one order; once submitted, the server's answer with the request numbers, then the list. */
function OrderReturnForm({ orderId, enabled }: { orderId: number; enabled: boolean }) {
  const form = useReturnRequestForm(orderId, enabled);
  const [answer, setAnswer] = useState<SubmitReturnRequestResponse | null>(null);

  if (answer) {
    return (
      <>
        <div className="checkout-actions content-narrow">
          <FormMessage kind="success">{answer.Message}</FormMessage>
          <p>
            {fa.returns.submittedNumbers(
              answer.Result.ReturnRequests.map((request) => request.CustomNumber).join('، '),
            )}
          </p>
        </div>
        <RequestList enabled={enabled} />
      </>
    );
  }
  // A refusal of the store (the window closed, the order not complete) is its own Persian sentence.
  if (form.error instanceof ApiError && form.error.status === 422) {
    return (
      <div className="state-message" role="alert">
        <p>{apiErrorMessage(form.error)}</p>
        <IonButton fill="outline" routerLink={paths.orderDetails.link(orderId)}>
          {fa.pages.orderDetails}
        </IonButton>
      </div>
    );
  }
  return (
    <QueryState query={form}>
      {(data) => (
        <div className="content-narrow">
          <ReturnRequestFormView form={data} onSubmitted={setAnswer} />
        </div>
      )}
    </QueryState>
  );
}

/** `/return-requests?orderId=12` asks lines of that order back; `/return-requests` lists the customer's requests. */
export default function ReturnRequestsPage() {
  const { authorized } = useSignedInCustomer();
  const text = new URLSearchParams(useLocation().search).get('orderId');
  const orderId = text !== null && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;

  return (
    <IonPage>
      <PageHeader
        title={fa.pages.returnRequests}
        backHref={orderId === null ? paths.profile.link() : paths.orderDetails.link(orderId)}
      />
      <IonContent className="ion-padding">
        {!authorized ? null : orderId === null ? (
          text === null ? (
            <div className="content-narrow">
              <RequestList enabled={authorized} />
            </div>
          ) : (
            <p className="state-message">{fa.common.notFound}</p>
          )
        ) : (
          <OrderReturnForm key={orderId} orderId={orderId} enabled={authorized} />
        )}
      </IonContent>
    </IonPage>
  );
}
