import { useEffect, useRef } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '@callvera/shared/toast';
import { TOAST_HOTKEY } from './toast-hotkey';
import styles from './toast-viewport.module.css';

interface ToastViewportProps {
  /** Move focus here once mounted: F8 was pressed before this code had loaded. */
  focusOnMount?: boolean;
}

/** Renders whatever the shell or a remote raised with toast(); Radix gives swipe, F8, pause on hover/focus. */
export function ToastViewport({ focusOnMount = false }: ToastViewportProps) {
  const toasts = useToasts();
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewportRef.current?.focus();
  }, [focusOnMount]);
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
            {description && <ToastPrimitive.Description className={styles.description}>{description}</ToastPrimitive.Description>}
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
      <ToastPrimitive.Viewport ref={viewportRef} className={styles.viewport} hotkey={[TOAST_HOTKEY]} />
    </ToastPrimitive.Provider>
  );
}
