/**
 * While the shell's public chrome is drawn on the server (src/prerender), the HTML of the public remote's page: the
 * remote's place holds it instead of mounting the remote. Null in the browser.
 */
import { createContext } from 'react';

export const PrerenderedRemoteHtml = createContext<string | null>(null);
