import { LegalFooter } from '../chrome/SiteFooter';
import { ErrorScreen } from './ErrorScreen';
import chrome from '../chrome/chrome.module.css';

/** When the deployment itself is broken (remote map or site config), still show a page that says why. */
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
        <ErrorScreen message={message} />
      </main>
      <LegalFooter />
    </>
  );
}
