import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/** Moves to a site path; the shell does it in-app, a standalone remote with a page load. */
export type SiteNavigate = (path: string) => void;

const fullPageNavigate: SiteNavigate = (path) => window.location.assign(path);
const NavigationContext = createContext<SiteNavigate>(fullPageNavigate);

export function NavigationProvider({ navigate, children }: { navigate: SiteNavigate; children: ReactNode }) {
  return <NavigationContext.Provider value={navigate}>{children}</NavigationContext.Provider>;
}

export function useSiteNavigate(): SiteNavigate {
  return useContext(NavigationContext);
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path such as "/pricing" or "/#industries". */
  to: string;
}

/** A real link (works without JavaScript, opens in new tabs) that navigates in-app on a plain click. */
export function SiteLink({ to, onClick, children, ...rest }: SiteLinkProps) {
  const navigate = useSiteNavigate();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
