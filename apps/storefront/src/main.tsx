import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import './theme/fonts.css';
import './theme/variables.css';
import './theme/global.css';
import { firstPictureLoaded } from './app/startup/first-picture';

/** Waits for the first screen's paint (and its main picture), so a phone shows the page before the app starts up. */
function start() {
  void import('./app/boot').then(({ boot }) => boot());
}

const firstScreen = document.getElementById('fs');
if (firstScreen) void firstPictureLoaded(firstScreen).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
else start();
