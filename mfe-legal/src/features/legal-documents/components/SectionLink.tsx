import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useSiteNavigate } from '@callvera/shared/navigation';
import { revealSection } from '../utils/reveal-section';

export interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Id of the section heading to jump to, without "#". */
  sectionId: string;
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An in-page "#id" link that scrolls to a section without leaving the shell's routing. */
export function SectionLink({ sectionId, onClick, children, ...rest }: SectionLinkProps) {
  const navigate = useSiteNavigate();
  return (
    <a
      {...rest}
      href={`#${sectionId}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        // Going through the site's navigation gives the router an ordinary history entry, so
        // Back returns to where the reader was; a bare fragment change reaches the router as a
        // "back/forward" jump and can restore a stale scroll position.
        navigate(`${window.location.pathname}${window.location.search}#${sectionId}`);
        revealSection(sectionId);
      }}
    >
      {children}
    </a>
  );
}
