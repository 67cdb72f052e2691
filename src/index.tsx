// Mounts <App/>. On the home page, index.html also holds the prerendered first screen (#previa,
// src/prerender.tsx). The app mounts only once that screen has had its frame (otherwise a fast
// load runs the whole script first and the screen paints only after it), and the screen goes as
// soon as the app puts its own page in #root, in the same task: never both, never neither.
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root')!;
const previa = document.getElementById('previa');
let montada = false;
const montar = () => {
  if (montada) return;
  montada = true;
  createRoot(root).render(<App />);
};

if (previa) {
  const obs = new MutationObserver(() => {
    if (!root.firstChild) return;
    previa.remove();
    obs.disconnect();
  });
  obs.observe(root, { childList: true });
  // after the next frame; the timer covers a tab opened in the background (no frames there)
  requestAnimationFrame(() => setTimeout(montar, 0));
  setTimeout(montar, 100);
} else {
  montar();
}
