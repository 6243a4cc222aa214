import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { tabPagePaths } from '@/config/paths';
import * as fa from '@/strings/fa';
import { EXIT_WINDOW_MS, createExitGuard } from './exit-guard';
import { presentToast } from './overlays';

/** Above the router outlet's back navigation (0), below menus (99) and overlays (100). */
const TAB_EXIT_PRIORITY = 10;

export function useBackButtonExit() {
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;

  useEffect(() => {
    const guard = createExitGuard();
    const onBackButton = (event: Event) => {
      const detail = (
        event as CustomEvent<{ register: (priority: number, handler: (next: () => void) => void) => void }>
      ).detail;
      detail.register(TAB_EXIT_PRIORITY, (processNextHandler) => {
        if (!tabPagePaths.includes(pathRef.current)) {
          processNextHandler();
          return;
        }
        if (guard.press() === 'exit') void import('@capacitor/app').then(({ App }) => App.exitApp());
        else void presentToast({ message: fa.exitHint, duration: EXIT_WINDOW_MS, position: 'bottom' });
      });
    };
    document.addEventListener('ionBackButton', onBackButton);
    return () => document.removeEventListener('ionBackButton', onBackButton);
  }, []);
}
