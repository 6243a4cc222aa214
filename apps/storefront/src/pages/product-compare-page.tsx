import { IonContent, IonPage } from '@ionic/react';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { ErrorMessage } from '@/components/query-state';
import { PageSpinner } from '@/components/page-spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/http-error';
import { toPersianDigits } from '@/lib/format';
import { useClearCompareList } from '@/features/catalog/api/clear-compare-list';
import { useCompareList } from '@/features/catalog/api/get-compare-list';
import { useRemoveFromCompareList } from '@/features/catalog/api/remove-from-compare-list';
import { CompareTable } from '@/features/catalog/components/compare-table';
import * as fa from '@/strings/fa';

export default function ProductComparePage() {
  const list = useCompareList();
  const remove = useRemoveFromCompareList();
  const clear = useClearCompareList();
  const busy = remove.isPending || clear.isPending;
  const failure = remove.error ?? clear.error;

  let body;
  if (list.isPending) body = <PageSpinner />;
  else if (list.isError) {
    // A 404 here means the store has compare turned off; the API says so in Persian.
    body =
      list.error instanceof ApiError && list.error.status === 404 ? (
        <p className="state-message">{apiErrorMessage(list.error)}</p>
      ) : (
        <ErrorMessage onRetry={() => void list.refetch()} />
      );
  } else if (list.data.Items.length === 0) body = <p className="state-message">{fa.compare.empty}</p>;
  else {
    body = (
      <>
        <p className="compare-note">{fa.compare.limitNote(toPersianDigits(list.data.MaximumProducts))}</p>
        <div className="compare-toolbar">
          <button type="button" className="compare-toolbar__clear" disabled={busy} onClick={() => clear.mutate()}>
            {fa.compare.clear}
          </button>
        </div>
        {failure ? (
          <p className="compare-note" role="alert">
            {apiErrorMessage(failure)}
          </p>
        ) : null}
        <CompareTable list={list.data} onRemove={(id) => remove.mutate(id)} busy={busy} />
      </>
    );
  }

  return (
    <IonPage>
      <PageHeader title={fa.pages.productCompare} backHref={defaultBackHref} />
      <IonContent>
        <div className="content-narrow">{body}</div>
      </IonContent>
    </IonPage>
  );
}
