import { useEffect, useState } from 'react';
import { useToasts } from '@callvera/shared/toast';
import { afterNextPaint } from '@callvera/shared/after-next-paint';
import { LazyPart } from '@callvera/shared/lazy-part';
import { TOAST_HOTKEY } from './toast-hotkey';
import { PlainToasts } from './PlainToasts';
import styles from './toast-viewport.module.css';

const loadViewport = () =>
  afterNextPaint()
    .then(() => import('./ToastViewport'))
    .then(({ ToastViewport }) => ToastViewport);

/** What Radix's viewport renders while it holds no toast, so the page looks and reads the same before it loads. */
function EmptyToastRegion() {
  return (
    <div role="region" aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <ol tabIndex={-1} className={styles.viewport} />
    </div>
  );
}

/**
 * The toast area of every page. Radix's toast code (about 11 KB gzip) is fetched
 * only when the first toast is raised or the visitor presses F8; until then an
 * identical empty region stands in. If that code cannot arrive, the messages
 * still show, plainly.
 */
export function ToastArea() {
  const hasToasts = useToasts().length > 0;
  const [hotkeyPressed, setHotkeyPressed] = useState(false);
  const [needed, setNeeded] = useState(false);
  if ((hasToasts || hotkeyPressed) && !needed) setNeeded(true);

  useEffect(() => {
    if (needed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY) setHotkeyPressed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [needed]);

  if (!needed) return <EmptyToastRegion />;
  return (
    <LazyPart load={loadViewport} props={{ focusOnMount: hotkeyPressed }} loading={<EmptyToastRegion />} failed={() => <PlainToasts />} />
  );
}
