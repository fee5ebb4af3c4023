import type { ReactNode } from 'react';

export interface PartUnavailableProps {
  /** What did not load and what still works, in the visitor's words; never a file or chunk name. */
  message: string;
  retry: () => void;
  className?: string;
  /** Moves focus to Retry: for a part the visitor has just asked for, whose button went away with the press. */
  focusRetry?: boolean;
  /** Other ways on, after Retry: a link to the same thing elsewhere, a Cancel. */
  children?: ReactNode;
}

/**
 * The small fallback a lazy part shows in its own place when its code could not
 * arrive: what happened, and a Retry that fetches it afresh. It is a live region,
 * so a visitor who cannot see it still hears it.
 */
export function PartUnavailable({ message, retry, className, focusRetry = false, children }: PartUnavailableProps) {
  return (
    <div className={className} role="status">
      <p>{message}</p>
      <button type="button" className="pill-button" autoFocus={focusRetry} onClick={retry}>
        Retry
      </button>
      {children}
    </div>
  );
}
