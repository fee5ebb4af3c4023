import { useRef, useState, type MouseEvent } from 'react';
import { afterNextPaint } from '@callvera/shared/after-next-paint';
import { LazyPart, PartUnavailable } from '@callvera/shared/lazy-part';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import styles from './hero.module.css';

// The dialog library is ~17 KB gzip: fetched on intent, not on the home page's first load.
const loadDialog = () =>
  afterNextPaint()
    .then(() => import('./DemoVideoDialog'))
    .then((module) => module.default);

/** A click the browser would turn into a new tab or window, or a download: leave those to the link. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * See A Demo: a link to the product video, so it works before and without the page's
 * code (data-replay-click lets the shell's first script hold a press made before
 * the take-over). Once the code runs, a plain click opens the video in a dialog
 * instead, and focus comes back here when it closes. If the dialog's code cannot
 * arrive, the visitor is told so in place and offered the video's own page.
 */
export function SeeADemoLink({ className }: { className?: string }) {
  const { demoVideoUrl } = useSiteConfig();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  // Warming is a hint: if it fails, the press that follows shows why.
  const warm = () => void loadDialog().catch(() => undefined);
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
        <LazyPart
          load={loadDialog}
          props={{ open, onOpenChange: setOpen, opener: link }}
          loading={null}
          failed={(retry) =>
            open && (
              <PartUnavailable
                className={styles.videoUnavailable}
                message="The video player didn't load. Check your connection and try again, or watch the video on its own page."
                retry={retry}
                focusRetry
              >
                <a href={demoVideoUrl}>Watch the demo video</a>
              </PartUnavailable>
            )
          }
        />
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
