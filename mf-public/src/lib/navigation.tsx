/**
 * Links inside the site without a page reload: the shell owns the history and hands us `navigate`. A plain <a href>
 * keeps working for crawlers, middle-click and "open in new tab".
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const NavigationContext = createContext<Navigate>((to) => {
  window.location.assign(to);
});

export const NavigationProvider = NavigationContext.Provider;

export function useNavigate(): Navigate {
  return useContext(NavigationContext);
}

export function SiteLink({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const navigate = useNavigate();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handle} {...rest} />;
}
