import '@camping/ui/tokens.css';
import '@camping/ui/ui.css';
import './app/shell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ensureCacheVersion } from './lib/cache-version';
import { takeOverPrerenderedPage } from './lib/prerender-takeover';

// The stored cache version is checked before anything reads storage (spec section 4): storage is wiped at once, the
// service workers and caches in the background (cache-version.ts).
void ensureCacheVersion();
const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
// A public page drawn in the HTML stays on screen until the app under it has drawn the same page.
takeOverPrerenderedPage(root);
const reactRoot = createRoot(root);
// As a transition, the first render is done in short slices: no long task on a slow phone.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
