// What the bench's Lighthouse part shows and judges, apart from the runner (lighthouse.mjs), which loads Lighthouse.

export const LIGHTHOUSE_COLUMNS = ['perf', 'lcp', 'fcp', 'tbt', 'cls', 'a11y', 'bp', 'seo', 'jsKB', 'sentKB', 'rttMs'];

/** The figures shown over every run, as min / median / max: those whose goal must hold in every run. */
export const LIGHTHOUSE_SPREAD_COLUMNS = ['perf', 'fcp', 'lcp', 'tbt'];

/**
 * Figures without a target: lcp and fcp are Lighthouse's simulated estimates (the LCP target is Chromium's own LCP,
 * in the paint part); jsKB is a route's JavaScript, every script the page loads, gzip (e2e/bundle-budget.json
 * guards the first load of `/`), and sentKB the same scripts as the server sent them (Brotli, where the build
 * wrote a copy). rttMs: pageRoundTripAdded.
 */
export const LIGHTHOUSE_TARGETS = {
  perf: ['>=', 98],
  tbt: ['<=', 50],
  cls: ['<=', 0],
  a11y: ['>=', 100],
  bp: ['>=', 100],
  seo: ['>=', 100],
};

/** Each targeted figure at its worst run: a target met in most runs is missed. */
export function worstOf(samples) {
  return Object.fromEntries(
    Object.entries(LIGHTHOUSE_TARGETS).map(([key, [op]]) => {
      const values = samples.map((sample) => sample[key]);
      // A run with no figure (a score Lighthouse could not give) is the worst of all.
      if (values.some((value) => typeof value !== 'number' || Number.isNaN(value))) return [key, null];
      return [key, op === '>=' ? Math.min(...values) : Math.max(...values)];
    }),
  );
}

/**
 * What Lighthouse's simulation adds to every round trip of the page's own host, beyond the emulated link's, ms: its
 * network analysis estimates each host's round trip from the load it simulates from, and charges each host the amount
 * by which its estimate exceeds the lowest (the `network-rtt` table lists the two summed). On a real link the estimate
 * is a connection's TCP handshake; where that handshake took no time (this machine's loopback), Lighthouse takes the
 * whole connection's setup, TLS included, as one round trip, so a production host served here can be charged the
 * browser's TLS work on every round trip. 0 when the table does not list the page's host.
 * @param {{ mainDocumentUrl?: string, finalDisplayedUrl?: string, audits: Record<string, any> }} lhr
 */
export function pageRoundTripAdded(lhr) {
  const table = lhr.audits['network-rtt']?.details?.items ?? [];
  const pageOrigin = new URL(lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl).origin;
  const page = table.find((row) => row.origin === pageOrigin);
  if (!page) return 0;
  const lowest = Math.min(...table.map((row) => row.rtt));
  return Math.round((page.rtt - lowest) * 10) / 10;
}
