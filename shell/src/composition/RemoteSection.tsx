import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RetryWhenOnline } from '@callvera/shared/lazy-part';
import type { RemoteName, RoutePageModule, RoutePageProps } from '@callvera/shared/contracts';
import { forgetFailedRemote } from './federation';
import { alreadyLoadedModule, loadRemoteModule, RemoteLoadError } from './load-remote-module';
import { RemoteLoading, RemoteUnavailable } from './RemoteFallbacks';
import { publishRemoteOutcome } from './remote-outcomes';
import { MainFilled, RemoteShown } from './RemoteOutcomeMarks';

export interface RemoteSectionProps extends RoutePageProps {
  remote: RemoteName;
  /** Exposed module name, e.g. "PricingPage". */
  module: string;
  /** What the visitor calls this part of the site, e.g. "Pricing". */
  section: string;
}

function lazyRemotePage(remote: RemoteName, module: string): ComponentType<RoutePageProps> {
  // A failed React.lazy stays failed forever, so each retry gets a fresh one.
  return lazy(() => loadRemoteModule<RoutePageModule>(remote, module, 'default'));
}

/** One remote's page, isolated: if it fails to load or render, only this section shows a fallback. */
export function RemoteSection({ remote, module, section, path }: RemoteSectionProps) {
  // A page that already arrived renders in the first commit: that is how the
  // prerendered HTML is replaced with identical DOM, without a loading flash.
  const [Page, setPage] = useState<ComponentType<RoutePageProps>>(
    () => alreadyLoadedModule<RoutePageModule>(remote, module)?.default ?? lazyRemotePage(remote, module),
  );

  const retry = (error: unknown) => {
    if (error instanceof RemoteLoadError) forgetFailedRemote(remote);
    setPage(() => lazyRemotePage(remote, module));
  };

  return (
    <ErrorBoundary
      resetKeys={[Page]}
      onError={(error) => publishRemoteOutcome({ type: 'failed', remote, path, error, at: Date.now() })}
      fallbackRender={({ error }) => (
        <RetryWhenOnline retry={() => retry(error)}>
          <RemoteUnavailable section={section} onRetry={() => retry(error)} />
          <MainFilled />
        </RetryWhenOnline>
      )}
    >
      {/* Served prerendered, this boundary keeps the page's HTML until its code arrives. */}
      <Suspense fallback={<RemoteLoading section={section} />}>
        <Page path={path} />
        <RemoteShown remote={remote} path={path} />
        <MainFilled />
      </Suspense>
    </ErrorBoundary>
  );
}
