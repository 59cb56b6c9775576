/** Standalone mount for this remote's own dev server (`npm run dev`). */
import '@camping/ui/tokens.css';
import '@camping/ui/ui.css';
import { mountStandalone } from '@camping/ui/mount-standalone';
import { App } from './app/app';

mountStandalone(App);
