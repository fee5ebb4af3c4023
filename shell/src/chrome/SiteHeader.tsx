import { useLocation, useNavigate } from 'react-router';
import { SiteLink } from '@callvera/shared/navigation';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import { BrandMark } from './BrandMark';
import styles from './chrome.module.css';

/** Scrolls to a block of the home page, going home first when needed. */
function useHomeAnchor() {
  const location = useLocation();
  const navigate = useNavigate();
  return (id: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = location.pathname === '/' ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      history.replaceState(history.state, '', `#${id}`);
    } else {
      void navigate(`/#${id}`);
    }
  };
}

export function SiteHeader() {
  const { productName, bookingUrl } = useSiteConfig();
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
            <li className={styles.wideOnly}>
              <SiteLink to="/pricing">Pricing</SiteLink>
            </li>
            <li>
              <SiteLink to="/Human-vs-AI">Human VS AI</SiteLink>
            </li>
            <li>
              <a href="/#industries" onClick={goToHomeAnchor('industries')}>
                Industries
              </a>
            </li>
            <li className={styles.wideOnly}>
              <a href="/#contact" onClick={goToHomeAnchor('contact')}>
                Contact us
              </a>
            </li>
          </ul>
        </nav>
        <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={`${styles.cta} ${styles.wideOnly}`}>
          Book A Demo
        </a>
      </div>
    </header>
  );
}
