import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
