import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const hasPrerenderedPage = root.hasChildNodes();

const start = () => import('./start-app.tsx').then(({ startApp }) => startApp(root, hasPrerenderedPage));

if (hasPrerenderedPage) {
  // The page is already there in its HTML: React and the page's code load once it has painted, so they
  // never compete with that first paint (docs/decisions/004). rAF runs before the next paint, the timeout
  // right after it.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
}
