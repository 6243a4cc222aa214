import type { ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ForbiddenError } from '@/app/require-permission';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/http-error';
import { fa } from '@/strings/fa';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';

/** What a page shows when it cannot: 403 and 404 pages for those answers, the Persian message and a retry otherwise. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  useEffect(() => queryErrors.reset(), [queryErrors]);
  if (error instanceof ForbiddenError || isApiError(error, 403)) return <ForbiddenPage />;
  if (isApiError(error, 404)) return <NotFoundPage />;
  return (
    <div role="alert" className="mx-auto grid max-w-lg gap-4 py-12 text-center">
      <p className="text-lg">{errorMessage(error)}</p>
      <div>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {fa.common.retry}
        </Button>
      </div>
    </div>
  );
}
