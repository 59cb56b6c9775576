/**
 * A real link (`<a href>`: copied, opened in a new tab with ctrl/⌘ or the middle button, read by crawlers) that a
 * plain click follows inside the SPA through the shell's `navigate`. Every remote's in-app link is this one.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * A click the app may take over: the main button, no modifier (those mean a new tab, a new window or a download),
 * and a link that does not name another browsing context.
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>, target?: string): boolean {
  return (
    event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** The shell's navigate; without it (a remote mounted alone) the browser follows the link. */
  navigate?: Navigate;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function AppLink({ href, navigate, replace, onClick, target, ...rest }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    if (replace) navigate(href, { replace });
    else navigate(href);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
