import { IonApp, IonSplitPane, setupIonicReact } from '@ionic/react';
import { IonReactMemoryRouter, IonReactRouter } from '@ionic/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { LoadingBar } from './loading-bar';
import { NavigatorBridge } from './navigator-bridge';
import { AppRouter } from './router';
import { SideMenu } from './side-menu';
import { StartupEffects } from './startup/startup-effects';
import { UpdatePrompt } from './startup/update-prompt';

setupIonicReact();

interface AppProps {
  queryClient: QueryClient;
  startRoute: string;
  initialPath?: string;
}

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
      <UpdatePrompt />
      <IonSplitPane contentId="main" when="lg">
        <SideMenu />
        <AppRouter startRoute={startRoute} />
      </IonSplitPane>
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <IonApp>
        {initialPath ? (
          <IonReactMemoryRouter initialEntries={[initialPath]}>{shell}</IonReactMemoryRouter>
        ) : (
          <IonReactRouter>{shell}</IonReactRouter>
        )}
      </IonApp>
    </QueryClientProvider>
  );
}
