import { IonButton } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { ApiError } from '@/lib/http-error';
import * as fa from '@/strings/fa';
import { PageSpinner } from './page-spinner';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * True once the data has arrived and a render of its own has drawn what shows it. A query's answer reaches
 * React through useSyncExternalStore, whose updates render at once, in one task; a page's content is the
 * largest render it has, so its first render is deferred instead, a render React interrupts to let the
 * browser answer the shopper.
 */
export function useDataDrawn(arrived: boolean): boolean {
  const drawn = useDeferredValue(arrived);
  return arrived && drawn;
}

export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const drawn = useDataDrawn(!query.isPending);
  if (query.isPending || !drawn) return <PageSpinner />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <p className="state-message">{fa.common.notFound}</p>;
    return <ErrorMessage onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

export function ErrorMessage({ message = fa.common.loadFailed, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className="state-message" role="alert">
      <p>{message}</p>
      <IonButton fill="outline" onClick={onRetry}>
        {fa.common.retry}
      </IonButton>
    </div>
  );
}
