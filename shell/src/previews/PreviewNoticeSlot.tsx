import { lazy, Suspense } from 'react';
import { usePreviewOutcome } from './use-preview-outcome';

// Only a tab that asked for a preview shows the notice: its code stays out of every visitor's first load.
const PreviewNotice = lazy(() => import('./PreviewNotice').then(({ PreviewNotice: notice }) => ({ default: notice })));

/** Where the preview notice goes, above the site's header: empty for every visitor. */
export function PreviewNoticeSlot() {
  const outcome = usePreviewOutcome();
  if (!outcome) return null;
  return (
    <Suspense fallback={null}>
      <PreviewNotice />
    </Suspense>
  );
}
