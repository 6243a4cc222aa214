import { Suspense, lazy, useState, type ComponentType, type ReactElement } from 'react';
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

export interface PreloadablePage {
  element: ReactElement;
  /** Fetches the page's chunk ahead of time; afterwards the page renders at once, without Suspense. */
  preload(): Promise<void>;
}

/**
 * A page loaded on demand that can also be fetched ahead of time. Tab pages use it, and the router's
 * pages, which the app fetches at start for the address it opens on (docs/adr/0038): if a tab's
 * chunk is still loading when Ionic starts the tab transition, the transition has no ion-page to
 * animate and can stop half-way (seen on a loaded machine). Once preloaded, the page renders as a
 * real IonPage in the same render, so the transition always has it.
 */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let Loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function OnDemandPage() {
    // Chosen once, when the page mounts: a page first drawn through Suspense stays so when its chunk has
    // arrived, since switching to <Loaded /> on a later render would mount the page afresh (its state lost).
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
