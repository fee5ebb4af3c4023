// How much nginx lets the field-event collector take, so that neither one client nor a crowd of them can fill
// the log or slow the pages nginx serves beside it (docs/reading-the-field.md, "What the collector withstands", says why these).

export const COLLECTOR_LIMITS = {
  /**
   * Each client: an IPv4 address, or an IPv6 visitor's /64 (one household or phone gets a whole /64, so a single
   * address would let one visitor be 2^64 clients). A page load sends at most a handful of batches (its
   * exposure, one when it settles, one per 5 s of activity, one when hidden), so 5 a second with a burst of 40
   * leaves room for an office or a phone carrier's shared address, where many visitors share one. Beyond it: 429
   * at once (`nodelay`), nothing written.
   */
  perClient: { zone: 'field_event_clients', rate: 5, burst: 40, zoneSize: '10m' },
  /**
   * All clients together: batches past this rate wait their turn (nginx holds them on a timer, costing no CPU),
   * so the collector's share of the machine stays small and pages never queue behind a crowd of batches.
   * Beyond the burst (5 s of batches): 429 at once. A busy site (50 million events a month, three a batch) sends
   * about 6 batches a second, perhaps 20 at its peak hour: 300 is 15 times that, and takes about a tenth of one
   * core of a 2-core machine like ours (a batch of 4 events costs nginx about 0.3 ms of CPU in njs's checks).
   * Raise it with the machine's cores.
   */
  overall: { zone: 'field_event_collector', rate: 300, burst: 1500, zoneSize: '64k' },
};

/**
 * The process settings of nginx sized for the machine: a worker per core, and connections for pages and a
 * crowd of collector requests held by the overall limit at once (4,096 each, with file handles for all of them).
 * A packaged nginx keeps them in /etc/nginx/nginx.conf.
 */
export const NGINX_PROCESS = { workerProcesses: 'auto', workerConnections: 4096, workerFileHandles: 10000 };

/**
 * http-level lines: the zones, and the client's address as the TLS front saw it.
 * @param {string | undefined} frontAddress  the address (or CIDR) of the TLS front the server stands behind, if any
 */
export function collectorLimitHttpLines(frontAddress) {
  const { perClient, overall } = COLLECTOR_LIMITS;
  const front = frontAddress
    ? `
# Behind the TLS front every request comes from the front: the client is the address it adds last to X-Forwarded-For.
set_real_ip_from ${frontAddress};
real_ip_header X-Forwarded-For;`
    : '';
  return `# The collector's limits (deploy-config/collector-limits.mjs): per client (an IPv4 address, or an IPv6 /64
# from the njs module, which an IPv4 client's requests never start: a refused one costs no more than a page), and for
# all clients together (one key for every request).${front}
js_set $field_event_ipv6_client field_events.client;
map $remote_addr $field_event_client {
  "~:" $field_event_ipv6_client;
  default $binary_remote_addr;
}
limit_req_zone $field_event_client zone=${perClient.zone}:${perClient.zoneSize} rate=${perClient.rate}r/s;
limit_req_zone "all" zone=${overall.zone}:${overall.zoneSize} rate=${overall.rate}r/s;`;
}

/** The limits in the collector's location. */
export function collectorLimitLocationLines() {
  const { perClient, overall } = COLLECTOR_LIMITS;
  return `    limit_req zone=${perClient.zone} burst=${perClient.burst} nodelay;
    limit_req zone=${overall.zone} burst=${overall.burst};
    limit_req_status 429;
    # Refusals are not written to the error log (it logs at warn or above): a flood would fill it instead.
    limit_req_log_level info;`;
}
