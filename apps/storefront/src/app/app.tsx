import { IonApp, IonSplitPane, setupIonicReact } from '@ionic/react';
import { IonReactMemoryRouter, IonReactRouter } from '@ionic/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AfterFirstPaint } from '../components/after-first-paint';
import { InNextTask } from './in-next-task';
import { LoadingBar } from './loading-bar';
import { NavigatorBridge } from './navigator-bridge';
import { AppRouter } from './router';
import { SideMenu } from './side-menu';
import { StartupEffects } from './startup/startup-effects';

setupIonicReact();

interface AppProps {
  queryClient: QueryClient;
  startRoute: string;
  /** Tests start the app at an address of their own, in memory. */
  initialPath?: string;
}

/**
 * The shell: Ionic app > router > split pane with the side menu beside the main outlet. Under the server's
 * first screen it is drawn in four tasks, one InNextTask each (the Ionic app, the router, the split pane
 * with the outlet and the page, the side menu), not in one: on a phone's slower CPU one render of it all
 * was the start-up's longest task (issue 14, Lighthouse's total blocking time; docs/adr/0045). The side
 * menu comes last because ion-menu looks up its content (#main, the outlet) when it starts.
 */
export function App({ queryClient, startRoute, initialPath }: AppProps) {
  const shell = (
    <>
      <NavigatorBridge />
      {/* Mounted after the shell's first paint: their effects (the cart and wishlist loader, the store-closed
          check, push, the service worker…) are then a task of their own instead of part of the first
          render's, the start-up's longest (issue 14, Lighthouse's total blocking time). */}
      <AfterFirstPaint>
        <StartupEffects />
      </AfterFirstPaint>
      <LoadingBar />
      <InNextTask>
        <IonSplitPane contentId="main" when="lg">
          <InNextTask>
            <SideMenu />
          </InNextTask>
          <AppRouter startRoute={startRoute} />
        </IonSplitPane>
      </InNextTask>
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <IonApp>
        <InNextTask>
          {initialPath ? (
            <IonReactMemoryRouter initialEntries={[initialPath]}>{shell}</IonReactMemoryRouter>
          ) : (
            <IonReactRouter>{shell}</IonReactRouter>
          )}
        </InNextTask>
      </IonApp>
    </QueryClientProvider>
  );
}
