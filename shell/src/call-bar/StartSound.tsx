import { useEffect, useRef } from 'react';
import { startDemoCallSound } from '@callvera/shared/demo-call';
import styles from './call-bar.module.css';

/**
 * The one button a visitor needs when the browser would not play the call's sound without a press (WebKit and
 * Firefox, for a press kept from before the page was taken over): it takes focus, so Enter or Space starts it.
 */
export function StartSound() {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <button ref={button} type="button" className={`pill-button ${styles.startSound}`} onClick={startDemoCallSound}>
      Start sound
    </button>
  );
}
