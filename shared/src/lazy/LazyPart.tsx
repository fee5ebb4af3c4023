import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

export { PartUnavailable, type PartUnavailableProps } from './PartUnavailable';

export interface LazyPartProps<Props extends object> {
  /** Fetches the part's code; called again, afresh, on every retry. Keep it one stable function. */
  load: () => Promise<ComponentType<Props>>;
  props: Props;
  /** Shown while the code is on its way. */
  loading: ReactNode;
  /** Shown, in place of the part only, when its code could not be fetched or it failed; `retry` fetches it again. */
  failed: (retry: () => void) => ReactNode;
}

/**
 * A part of the page whose code arrives later. If it cannot arrive (a moment
 * offline, a release that moved on) or breaks, only this part shows its
 * fallback; the rest of the page keeps working. A retry imports the code afresh,
 * since React keeps a failed lazy component failed, and one happens by itself
 * when the browser comes back online.
 */
export function LazyPart<Props extends object>({ load, props, loading, failed }: LazyPartProps<Props>) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt is what asks for a fresh import
  const Part = useMemo(() => lazy(async () => ({ default: await load() })), [load, attempt]);
  const retry = () => setAttempt((count) => count + 1);
  return (
    <ErrorBoundary resetKeys={[Part]} fallbackRender={() => <RetryWhenOnline retry={retry}>{failed(retry)}</RetryWhenOnline>}>
      <Suspense fallback={loading}>
        <Part {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Around a fallback: tries again by itself when the browser comes back online. */
export function RetryWhenOnline({ retry, children }: { retry: () => void; children: ReactNode }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return children;
}
