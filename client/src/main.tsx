import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (root.hasChildNodes()) {
  // A prerendered page is already there in its HTML: React and the page's code load once it has painted,
  // so they never compete with that first paint (docs/decisions/004). rAF runs before the next paint, the
  // timeout right after it. It hydrates as a public page, without the signed-in app (docs/decisions/010).
  const hydrate = () => import('./start-public-app.tsx').then(({ startPublicApp }) => startPublicApp(root));
  requestAnimationFrame(() => setTimeout(hydrate, 0));
} else {
  void import('./start-app.tsx').then(({ startApp }) => startApp(root));
}
