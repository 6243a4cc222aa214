/** Where an Ionic item or button with `routerLink` leads (Ionic sets `href` as a property on the host element). */
export function linkTarget(element: Element | null | undefined): string | null {
  const host = element?.closest('ion-item, ion-button, a') as (HTMLElement & { href?: string }) | null | undefined;
  if (!host) return null;
  return host.getAttribute('href') ?? host.href ?? null;
}
