import { storeConfig } from '@/config/store-config';
import { cacheAnswersOffline, isOnline } from './connectivity';
import { createHttpClient, fetchTransport, type Transport } from './http';
import { requestsInFlight } from './in-flight';
import { currentLocation, navigateTo } from './navigation';
import { isNativePlatform } from './platform';
import { session } from './session';

/** The native app's transport, loaded with its first call: the web app's first load does not carry it. */
const nativeTransport: Transport = (request) =>
  import('./native-transport').then((module) => module.capacitorTransport(request));

export const api = createHttpClient({
  transport: isNativePlatform() ? nativeTransport : fetchTransport,
  baseUrl: isNativePlatform() ? storeConfig.apiBaseUrl : '',
  identity: () => session.get(),
  counter: requestsInFlight,
  isOnline,
  cacheAnswersOffline,
  navigate: (path) => navigateTo(path),
  currentLocation,
  log: (message) => console.log(message),
});
