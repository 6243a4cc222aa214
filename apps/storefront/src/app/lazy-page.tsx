import { Suspense, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { PageSpinner } from '@/components/page-spinner';

export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

export interface PreloadablePage {
  element: ReactElement;
  preload(): Promise<void>;
}

/** If a tab's chunk still loads when Ionic starts the transition, there is no ion-page to animate and it can stop half-way. */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let Loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function OnDemandPage() {
    // Chosen once at mount: switching to <Loaded /> later would mount the page afresh and lose its state.
    const [LoadedAtMount] = useState(() => Loaded);
    return LoadedAtMount ? (
      <LoadedAtMount />
    ) : (
      <Suspense fallback={<PageSpinner />}>
        <Lazy />
      </Suspense>
    );
  }
  return {
    element: <OnDemandPage />,
    preload: () => loadAndKeep().then(() => undefined),
  };
}
