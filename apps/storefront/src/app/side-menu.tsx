import { IonMenu } from '@ionic/react';
import { Suspense, lazy, useEffect, useRef, useSyncExternalStore } from 'react';
import './side-menu.css';
import { BACKGROUND_PRELOAD_DELAY_MS, preloadTabPages } from './tabs';

const SideMenuContent = lazy(() => import('./side-menu-content'));

/** IonSplitPane's when="lg" (Ionic's lg breakpoint). */
const MENU_BESIDE_PAGE = '(min-width: 992px)';

let contentWanted = false;
const listeners = new Set<() => void>();

export function showSideMenuContent(): void {
  if (contentWanted) return;
  contentWanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function SideMenu() {
  const menu = useRef<HTMLIonMenuElement>(null);
  const wanted = useSyncExternalStore(subscribe, () => contentWanted);

  useEffect(() => {
    const wide = window.matchMedia(MENU_BESIDE_PAGE);
    if (wide.matches) showSideMenuContent();
    wide.addEventListener('change', showSideMenuContent);
    const timer = setTimeout(showSideMenuContent, BACKGROUND_PRELOAD_DELAY_MS);
    return () => {
      wide.removeEventListener('change', showSideMenuContent);
      clearTimeout(timer);
    };
  }, []);

  return (
    <IonMenu
      ref={menu}
      contentId="main"
      side="start"
      type="overlay"
      className="side-menu"
      onIonWillOpen={() => {
        showSideMenuContent();
        preloadTabPages();
      }}
    >
      {wanted ? (
        <Suspense fallback={null}>
          <SideMenuContent close={async () => menu.current?.close()} />
        </Suspense>
      ) : null}
    </IonMenu>
  );
}
