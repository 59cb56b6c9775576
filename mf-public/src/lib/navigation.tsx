/**
 * Links inside the site without a page reload: the shell owns the history and hands us `navigate`. A plain <a href>
 * keeps working for crawlers, middle-click and "open in new tab".
 */
import { createContext, useContext, type AnchorHTMLAttributes } from 'react';
import { AppLink } from '@camping/ui/app-link';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const NavigationContext = createContext<Navigate>((to) => {
  window.location.assign(to);
});

export const NavigationProvider = NavigationContext.Provider;

export function useNavigate(): Navigate {
  return useContext(NavigationContext);
}

export function SiteLink({ to, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return <AppLink {...rest} href={to} navigate={useNavigate()} />;
}
