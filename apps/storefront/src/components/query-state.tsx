import { IonButton } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/http-error';
import * as fa from '@/strings/fa';
import { PageSpinner } from './page-spinner';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  if (query.isPending) return <PageSpinner />;
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
