/**
 * Resolves once the browser has shown the page that is already in the document
 * (the prerendered HTML), so the app's start-up never delays that first paint.
 * A hidden tab paints nothing, so there it resolves at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The async boundary lets federation negotiate shared React before any of it runs.
void afterFirstPaint().then(() => import('./bootstrap'));
