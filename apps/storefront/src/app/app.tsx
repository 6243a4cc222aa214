import { IonApp, IonSplitPane, setupIonicReact } from '@ionic/react';
import { IonReactMemoryRouter, IonReactRouter } from '@ionic/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
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
      <StartupEffects />
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
