import { storeConfig } from '../config/store-config';
import { isOnline } from './connectivity';
import { createHttpClient, fetchTransport } from './http';
import { requestsInFlight } from './in-flight';
import { capacitorTransport } from './native-transport';
import { currentLocation, navigateTo } from './navigation';
import { isNativePlatform } from './platform';
import { session } from './session';

/** The app's one HTTP client, wired to the session, the loading counter and the router. */
export const api = createHttpClient({
  transport: isNativePlatform() ? capacitorTransport : fetchTransport,
  baseUrl: isNativePlatform() ? storeConfig.apiBaseUrl : '',
  identity: () => session.get(),
  counter: requestsInFlight,
  isOnline,
  navigate: (path) => navigateTo(path),
  currentLocation,
  log: (message) => console.log(message),
});
