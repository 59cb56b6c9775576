/** Links that navigate in the app (plain clicks only: a new tab, a download or a modified click stay the browser's), and `<Navigate>`. */
import { useContext, useEffect, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { createPath, type To } from './history';
import { RouteBase, resolveTo, useHref, useLocation, useNavigate } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // A link to the page already shown replaces it: no second entry for the back button (as react-router).
    navigate(to, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode;
}

/** A link that knows whether it leads to the current page or to one above it; the current one says so (aria-current). */
export function NavLink({ className, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = (resolveTo(to, useContext(RouteBase)).pathname ?? pathname).toLowerCase().replace(/(.)\/+$/, '$1');
  const current = pathname.toLowerCase();
  // `/` is current on the home only; any other link also on the pages under it.
  const isActive = current === target || (target !== '/' && current.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const path = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(path, { replace, state });
  }, [navigate, path, replace, state]);
  return null;
}
