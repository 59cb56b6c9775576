import { loadRemoteApp } from './features/remotes/remote-registry';

// A public page needs the public remote at once: start its download together with the shell's own chunks instead of
// after the shell has rendered (the remote and its hero are the largest paint). Failures surface, and are retried,
// when the page mounts it.
if (!window.location.pathname.startsWith('/admin')) loadRemoteApp('mf-public').catch(() => undefined);

// The async boundary lets Module Federation negotiate shared libraries before the app runs. Named: the server
// announces its files in an admin page's HTML (load-graph.json).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
