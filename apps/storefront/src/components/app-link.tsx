import { useIonRouter } from '@ionic/react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** A real link (right-click, screen readers) that navigates through Ionic's router on a plain click. */
export function AppLink({ to, onClick, ...props }: AppLinkProps) {
  const router = useIonRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    router.push(to, 'forward');
  };
  return <a href={to} onClick={handleClick} {...props} />;
}
