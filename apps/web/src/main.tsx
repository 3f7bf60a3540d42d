import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
import './index.css';

/**
 * The page's entry, kept small. When the server drew the first screen into the page, the browser
 * shows it before the app's code runs, so the visitor reads the screen while a phone is still busy
 * starting the app; the app's code is fetched meanwhile, beside this file (the page names it). A
 * tab opened in the background, where no frame is drawn, starts the app all the same.
 */
/** How long the app waits for a frame that a tab in the background does not draw. */
const BACKGROUND_TAB_START_MS = 100;

const drawnByServer = document.getElementById('root')?.hasChildNodes() ?? false;
if (drawnByServer) {
  await new Promise<void>((shown) => {
    requestAnimationFrame(() => setTimeout(shown));
    setTimeout(shown, BACKGROUND_TAB_START_MS);
  });
}
await import('./app/start.tsx');
