import { dismissToast, useToasts } from '@callvera/shared/toast';
import { TOAST_HOTKEY } from './toast-hotkey';
import styles from './toast-viewport.module.css';

/**
 * The toasts as plain text, for when the toast code could not be fetched: a
 * message the visitor needs (a call that failed, say) is never lost with it.
 */
export function PlainToasts() {
  const toasts = useToasts().filter((toast) => toast.open);
  return (
    <div role="region" aria-label={`Notifications (${TOAST_HOTKEY})`}>
      <ol className={styles.viewport} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} className={styles.toast} data-variant={toast.variant ?? 'default'}>
            <div className={styles.title}>{toast.title}</div>
            {toast.description && <div className={styles.description}>{toast.description}</div>}
            {toast.action && (
              <button type="button" className={styles.action} onClick={toast.action.onSelect}>
                {toast.action.label}
              </button>
            )}
            <button type="button" className={styles.close} aria-label="Close" onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
