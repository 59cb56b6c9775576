import { configure } from '@testing-library/react';

// Waits of Testing Library get more room: the CI machine is shared, and a busy core must not fail a test. Set here,
// not as the config's testTimeout, which a run of several workspaces (the root jest.config.js) would not read.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20000);

// Drafts live in sessionStorage (use-wizard-draft, use-quick-draft): each test starts from an empty tab.
afterEach(() => sessionStorage.clear());
