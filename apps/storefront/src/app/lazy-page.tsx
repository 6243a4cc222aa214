import { Suspense, lazy, type ComponentType } from 'react';
import { PageSpinner } from '../components/page-spinner';

/** A page loaded on demand; while its chunk loads, a plain spinner (never an IonPage) stands in. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
