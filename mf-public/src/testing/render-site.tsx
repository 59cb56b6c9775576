/** Renders public components with what the app provides them (navigation). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SITIO_FIXTURE } from '@camping/contracts/testing/sitio-fixture';
import { NavigationProvider } from '../lib/navigation';

export function renderSite(ui: ReactElement, navigate: (to: string) => void = jest.fn()) {
  return render(<NavigationProvider value={navigate}>{ui}</NavigationProvider>);
}

/** The contact data of the tests (the same fixture as the shell's chrome tests). */
export const SITIO = SITIO_FIXTURE;
