import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import styles from './demo-video-dialog.module.css';

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)(\?.*)?$/i;

export interface DemoVideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, which gets focus back on close. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * The product video in a modal. Radix traps focus, closes on Escape or an
 * outside click (the overlay closes it too), and hands focus back to the element that opened it.
 * Loaded only when a visitor asks for it (see SeeADemoLink).
 */
export default function DemoVideoDialog({ open, onOpenChange, opener }: DemoVideoDialogProps) {
  const { demoVideoUrl, productName } = useSiteConfig();
  const title = `${productName} product tour`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Radix hears a press outside only from a timer after the dialog opens: on a busy phone the press came first and
            was dropped. The overlay's own handler is there as soon as the overlay shows. */}
        <Dialog.Overlay className={styles.overlay} data-testid="demo-video-overlay" onClick={() => onOpenChange(false)} />
        <Dialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className={styles.bar}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close demo video">
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>
            A short walk through building a voice agent with {productName}.
          </Dialog.Description>
          <div className={styles.frame}>
            {VIDEO_FILE.test(demoVideoUrl) ? (
              <video src={demoVideoUrl} controls playsInline preload="metadata" width={960} height={540} title={title} />
            ) : (
              <iframe
                src={demoVideoUrl}
                title={title}
                width={960}
                height={540}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                // A video host's player needs its scripts and storage, and nothing more: no top navigation, no forms.
                sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
