import { SiteLink } from '@callvera/shared/navigation';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import styles from './chrome.module.css';

export function SiteFooter() {
  const { productName } = useSiteConfig();
  return <LegalFooter productName={productName} />;
}

/** Also used on the start-up failure screen, where there may be no site config. */
export function LegalFooter({ productName }: { productName?: string }) {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Legal">
        <ul>
          <li>
            <SiteLink to="/privacy-policy">Privacy Policy</SiteLink>
          </li>
          <li>
            <SiteLink to="/terms-of-service">Terms of Service</SiteLink>
          </li>
          <li>
            <SiteLink to="/refund-policy">Refund Policy</SiteLink>
          </li>
        </ul>
      </nav>
      {productName && (
        <p>
          © {new Date().getFullYear()} {productName}. All rights reserved.
        </p>
      )}
    </footer>
  );
}
