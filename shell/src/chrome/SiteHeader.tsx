import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SiteLink } from '@callvera/shared/navigation';
import { scrollToAnchorWhenPresent } from '@callvera/shared/scroll-to-anchor';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import { conversionAttributes } from '@callvera/shared/conversion-links';
import { BrandMark } from './BrandMark';
import { HEADER_LINKS } from './header-links';
import styles from './chrome.module.css';

/** Scrolls to a block of the home page, going home first when needed (the landing page honours the hash). */
function useHomeAnchor() {
  const location = useLocation();
  const navigate = useNavigate();
  const stopPreviousScroll = useRef<() => void>(undefined);
  useEffect(() => () => stopPreviousScroll.current?.(), []);
  return (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (location.pathname !== '/') {
      void navigate(`/#${id}`);
      return;
    }
    history.replaceState(history.state, '', `#${id}`);
    stopPreviousScroll.current?.();
    // The home page's later blocks may still be on their way.
    stopPreviousScroll.current = scrollToAnchorWhenPresent(id, { glide: true });
  };
}

export function SiteHeader() {
  const { productName, bookingUrl } = useSiteConfig();
  const { pathname } = useLocation();
  const goToHomeAnchor = useHomeAnchor();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <SiteLink to="/" className={styles.brand} aria-label={`${productName} home`}>
          <BrandMark />
          <span>{productName}</span>
        </SiteLink>
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {HEADER_LINKS.map((link) => (
              // Hidden by CSS, not removed, so the prerendered header is right at every width from the first paint.
              <li key={link.label} className={link.onSmallScreens ? undefined : styles.wideOnly}>
                {link.kind === 'page' ? (
                  <SiteLink to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
                    {link.label}
                  </SiteLink>
                ) : (
                  <a href={`/#${link.anchor}`} onClick={goToHomeAnchor(link.anchor)}>
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${styles.cta} ${styles.wideOnly}`}
          {...conversionAttributes({ action: 'book-a-demo' })}
        >
          Book A Demo
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </header>
  );
}
