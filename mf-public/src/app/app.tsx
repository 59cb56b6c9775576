/** The public site: the shell owns the URL and passes it in; this picks the page. */
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { HomePage } from '../features/pages/home-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import './public.css';

export function App({ pathname }: RemoteAppProps) {
  switch (pathname) {
    case '/':
      return <HomePage />;
    default:
      return <NotFoundPage />;
  }
}
