import { Outlet, useNavigate } from 'react-router';
import { ScrollRestoration } from './ScrollRestoration';
import { NavigationProvider } from '@callvera/shared/navigation';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { ToastArea } from '../toasts/ToastArea';
import { PreviewNoticeSlot } from '../previews/PreviewNoticeSlot';
import { CallBarSlot } from '../call-bar/CallBarSlot';
import styles from './chrome.module.css';

/** The chrome every route shares; remote pages render inside <main>. */
export function SiteLayout() {
  const navigate = useNavigate();
  return (
    <NavigationProvider navigate={(path) => void navigate(path)}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <PreviewNoticeSlot />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <CallBarSlot />
      <ToastArea />
      <ScrollRestoration />
    </NavigationProvider>
  );
}
