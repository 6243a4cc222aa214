export type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;
let here = '/';
let pending: { path: string; replace: boolean } | null = null;

export function registerNavigator(navigate: Navigate): () => void {
  navigator = navigate;
  if (pending) {
    navigate(pending.path, { replace: pending.replace });
    pending = null;
  }
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(path, options);
  else pending = { path, replace: options.replace ?? false };
}

export function currentLocation(): string {
  return here;
}

export function setCurrentLocation(location: string): void {
  here = location;
}
