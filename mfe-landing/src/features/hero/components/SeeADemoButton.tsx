import { lazy, Suspense, useRef, useState } from 'react';

// The dialog library is ~17 KB gzip: fetched on intent, not on the home page's first load.
const loadDialog = () => import('./DemoVideoDialog');
const DemoVideoDialog = lazy(loadDialog);

/** See A Demo: opens the product video dialog; focus comes back here when it closes. */
export function SeeADemoButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const warm = () => void loadDialog();
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <PlayIcon />
        See A Demo
      </button>
      {requested && (
        <Suspense fallback={null}>
          <DemoVideoDialog open={open} onOpenChange={setOpen} opener={button} />
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
