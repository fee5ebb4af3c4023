import { startDemoCallSound } from '@callvera/shared/demo-call';
import { useFocusedWhenShown } from '@callvera/shared/focused-when-shown';
import styles from './call-bar.module.css';

/**
 * The one button a visitor needs when the browser would not play the call's sound without a press (WebKit and
 * Firefox, for a press kept from before the page was taken over): it takes focus, so Enter or Space starts it.
 */
export function StartSound() {
  const button = useFocusedWhenShown<HTMLButtonElement>();
  return (
    <button ref={button} type="button" className={`pill-button ${styles.startSound}`} onClick={startDemoCallSound}>
      Start sound
    </button>
  );
}
