import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });

// Drafts live in sessionStorage (use-wizard-draft, use-quick-draft): each test starts from an empty tab.
afterEach(() => sessionStorage.clear());
