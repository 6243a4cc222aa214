import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import './theme/fonts.css';
import './theme/variables.css';
import './theme/global.css';
import { firstPictureLoaded } from './app/startup/first-picture';

/**
 * The app is loaded and started from its own chunk (vite.config.ts: an entry of its own, so its
 * libraries still share the first load's vendor chunk). A page the server wrote a first screen for
 * (docs/adr/0031) is painted before any of the app's JavaScript is fetched or run: the start waits
 * for that paint (and for the screen's main picture, startup/first-picture.ts), so a phone shows the page first
 * and the app's start-up comes after it.
 */
function start() {
  void import('./app/boot').then(({ boot }) => boot());
}

const firstScreen = document.getElementById('fs');
if (firstScreen) void firstPictureLoaded(firstScreen).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
else start();
