import * as ToastPrimitive from '@radix-ui/react-toast';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '@callvera/shared/toast';
import styles from './toast-viewport.module.css';

/** Renders whatever the shell or a remote raised with toast(); Radix gives swipe, F8, pause on hover/focus. */
export function ToastViewport() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, open, title, description, variant = 'default', action, duration }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          duration={duration}
          // Errors interrupt a screen reader; the rest wait their turn.
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={`${styles.toast} ${styles[variant]}`}
          data-variant={variant}
        >
          <div className={styles.text}>
            <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className={styles.description}>{description}</ToastPrimitive.Description>
            )}
          </div>
          {action && (
            <ToastPrimitive.Action altText={action.altText} className={styles.action} onClick={action.onSelect}>
              {action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close className={styles.close} aria-label="Close notification">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
