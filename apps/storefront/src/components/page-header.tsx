import { IonBackButton, IonButtons, IonHeader, IonMenuButton, IonTitle, IonToolbar } from '@ionic/react';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import type { CSSProperties, ReactNode } from 'react';
import { paths } from '@/config/paths';
import * as fa from '@/strings/fa';

interface PageHeaderProps {
  title: ReactNode;
  /** Where the back button goes when there is no history; omit on top-level pages to get the menu button. */
  backHref?: string;
  /** Replaces the back button, for pages whose way back is not the history's (the checkout steps). */
  backButton?: ReactNode;
  children?: ReactNode;
}

/** The header's bars (theme/global.css) are as tall as the server's first screen draws them. */
const headerStyle = {
  '--sabad-header-block-size': `${firstScreenLayout.header.blockSize}px`,
  '--sabad-list-bar-block-size': `${firstScreenLayout.listBar.blockSize}px`,
} as CSSProperties;

export function PageHeader({ title, backHref, backButton, children }: PageHeaderProps) {
  return (
    <IonHeader style={headerStyle}>
      <IonToolbar color="primary">
        <IonButtons slot="start">
          {backButton ? (
            backButton
          ) : backHref ? (
            <IonBackButton defaultHref={backHref} text="" aria-label={fa.common.back} />
          ) : (
            <IonMenuButton aria-label={fa.menu.openMenu} />
          )}
        </IonButtons>
        <IonTitle>{title}</IonTitle>
      </IonToolbar>
      {children}
    </IonHeader>
  );
}

export const defaultBackHref = paths.tabsHome.link();
