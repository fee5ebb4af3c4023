import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { useSiteConfig } from '@callvera/shared/site-config-context';

// The dialog library is ~17 KB gzip: fetched on intent, not on the home page's first load.
const loadDialog = () => import('./DemoVideoDialog');
const DemoVideoDialog = lazy(loadDialog);

/** A click the browser would turn into a new tab or window, or a download: leave those to the link. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * See A Demo: a link to the product video, so it works before and without the page's
 * code (data-replay-click lets the early click-replay script hold a press made before
 * the take-over). Once the code runs, a plain click opens the video in a dialog
 * instead, and focus comes back here when it closes.
 */
export function SeeADemoLink({ className }: { className?: string }) {
  const { demoVideoUrl } = useSiteConfig();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const warm = () => void loadDialog();
  return (
    <>
      <a
        ref={link}
        href={demoVideoUrl}
        className={className}
        data-replay-click=""
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          setRequested(true);
          setOpen(true);
        }}
      >
        <PlayIcon />
        See A Demo
      </a>
      {requested && (
        <Suspense fallback={null}>
          <DemoVideoDialog open={open} onOpenChange={setOpen} opener={link} />
        </Suspense>
      )}
    </>
  );
}

function PlayIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 6.5v7l5.5-3.5z" fill="currentColor" />
    </svg>
  );
}
