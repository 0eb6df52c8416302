import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref } from 'react-router-dom';
import { useAppNavigate } from '../lib/use-app-navigate';

/** Props of an in-app link. */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link to a route of the app: a real anchor (open in a new tab works) that navigates without a
 * reload. Used instead of react-router's Link, whose prefetch support adds ~15 KB to the first page.
 */
export function AppLink({ to, replace, onClick, target, children, ...rest }: AppLinkProps) {
  const navigate = useAppNavigate();
  const href = useHref(to);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    >
      {children}
    </a>
  );
}
