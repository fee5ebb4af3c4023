import { dismissToast, useToasts } from '@callvera/shared/toast';
import styles from './workbench.module.css';

/**
 * The workbench's stand-in for the shell's toast viewport: the same toasts from
 * the shared toast API, in a live region (errors as alerts) so tests and screen
 * readers read exactly what a visitor would.
 */
export function ToastList() {
  const toasts = useToasts().filter((toast) => toast.open);
  return (
    <section aria-labelledby="toast-list-title" className={styles.toasts}>
      <h2 id="toast-list-title" className={styles.visuallyHidden}>
        Notifications
      </h2>
      {toasts.map(({ id, title, description, variant = 'default', action }) => (
        <div key={id} role={variant === 'destructive' ? 'alert' : 'status'} className={styles.toast} data-variant={variant}>
          <p className={styles.toastTitle}>{title}</p>
          {description && <p className={styles.toastDescription}>{description}</p>}
          <div className={styles.toastActions}>
            {action && (
              <button
                type="button"
                className={styles.button}
                onClick={() => {
                  dismissToast(id); // as Radix's ToastAction closes its toast
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            )}
            <button type="button" className={styles.close} onClick={() => dismissToast(id)}>
              Close notification
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
