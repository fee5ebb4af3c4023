import { RetryWhenOnline } from '@callvera/shared/lazy-part';
import { LegalFooter } from '../chrome/SiteFooter';
import { ErrorScreen } from './ErrorScreen';
import chrome from '../chrome/chrome.module.css';

/** The whole page starts again: the deployed files are read only at start-up. */
const reload = () => location.reload();

/**
 * When the deployment itself is broken (remote map or site config), or did not
 * answer, still show a page that says why. Retry, or the browser coming back
 * online, loads the page again, which is all a file that answered late needs.
 */
export function StartupFailure({ message }: { message: string }) {
  return (
    <>
      <header className={chrome.header}>
        <div className={chrome.headerInner}>
          <a href="/" className={chrome.brand}>
            Home
          </a>
        </div>
      </header>
      <main id="main" className={chrome.main}>
        <RetryWhenOnline retry={reload}>
          <ErrorScreen message={message} onRetry={reload} />
        </RetryWhenOnline>
      </main>
      <LegalFooter />
    </>
  );
}
