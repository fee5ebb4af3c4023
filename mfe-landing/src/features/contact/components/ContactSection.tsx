import { useSiteConfig } from '@callvera/shared/site-config-context';
import { DrawnInBrowser } from '../../../components/DrawnInBrowser';
import { LandingSection } from '../../../components/LandingSection';
import { socialLinksFrom } from '../data/social-links';
import styles from './contact.module.css';

/** Phone, e-mail and social profiles from the site config; the header's "Contact us" lands here. */
export function ContactSection() {
  const { phone, email, social, productName } = useSiteConfig();
  return (
    <LandingSection id="contact" title="Contact Us" intro={`Questions about ${productName}? Talk to a person on our team.`} tone="band">
      <div className={styles.grid}>
        <a className={styles.channel} href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
          <ChannelIcon d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          <span className={styles.channelText}>
            <span className={styles.channelLabel}>Call us</span>
            <span className={styles.channelValue}>{phone}</span>
          </span>
        </a>
        <a className={styles.channel} href={`mailto:${email}`}>
          <ChannelIcon d="M3 6h18v12H3z M3 7l9 6 9-6" />
          <span className={styles.channelText}>
            <span className={styles.channelLabel}>E-mail us</span>
            <span className={styles.channelValue}>{email}</span>
          </span>
        </a>
      </div>
      <ul className={styles.social} aria-label="Social profiles">
        {socialLinksFrom(social).map(({ network, url, iconPath }) => (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
              <DrawnInBrowser name={`social-${network}`} className={styles.socialMark}>
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d={iconPath}
                    fill={network === 'LinkedIn' ? 'none' : 'currentColor'}
                    stroke={network === 'LinkedIn' ? 'currentColor' : 'none'}
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </DrawnInBrowser>
              {network}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function ChannelIcon({ d }: { d: string }) {
  return (
    <span className={styles.channelIcon} aria-hidden="true">
      <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
        <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
