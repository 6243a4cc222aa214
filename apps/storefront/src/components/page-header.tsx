import { IonBackButton, IonButtons, IonHeader, IonMenuButton, IonTitle, IonToolbar } from '@ionic/react';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import * as fa from '../strings/fa';

interface PageHeaderProps {
  title: ReactNode;
  /** Where the back button goes when there is no history; omit on top-level pages to get the menu button. */
  backHref?: string;
  children?: ReactNode;
}

export function PageHeader({ title, backHref, children }: PageHeaderProps) {
  return (
    <IonHeader>
      <IonToolbar color="primary">
        <IonButtons slot="start">
          {backHref ? (
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
