import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Runs `start` once the browser has put the page on screen: on its first-contentful-paint entry, which
 * comes with the presented frame, or where paint timing is missing, after the next frame. Earlier, the
 * app's chunks would compete with that first paint (Lighthouse then counts them against FCP and LCP).
 */
function afterFirstPaint(start: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (root.hasChildNodes()) {
  // A prerendered page is already there in its HTML: React and the page's code load once it is on screen
  // (docs/decisions/004), and it hydrates as a public page, without the signed-in app.
  afterFirstPaint(() => import('./start-public-app.tsx').then(({ startPublicApp }) => startPublicApp(root)));
} else {
  void import('./start-app.tsx').then(({ startApp }) => startApp(root));
}
