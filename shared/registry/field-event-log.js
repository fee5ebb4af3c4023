// @ts-check
// The files the collectors write the field events into (deploy/nginx, and `npm start`'s shell server): one a
// day, named after the UTC day each batch was received, and capped, so a flood of batches that pass every check
// can neither fill the disk nor hide the days before it. The read-outs read any set of these files.

export const FIELD_EVENT_LOG = /** @type {const} */ ({
  /** The files' common name. A day's is `field-events.log-2026-11-25` (logrotate's date suffix), gzipped `...-2026-11-25.gz`. */
  name: 'field-events.log',
  /**
   * The most a day's file grows to, in bytes. A busy month (50 million events, about 16 GB) is about 530 MB a day:
   * the cap leaves four times that. Once a day's file reaches it, the collector answers 503 and writes nothing more
   * until the next UTC day.
   */
  dayCapBytes: 2 * 1024 ** 3,
});

/**
 * The name of the file a batch received at `receivedAt` goes into.
 * @param {string} receivedAt  ISO 8601, UTC
 */
export const fieldEventLogOfDay = (receivedAt) => `${FIELD_EVENT_LOG.name}-${receivedAt.slice(0, 10)}`;

const DAY_FILE = new RegExp(`^${FIELD_EVENT_LOG.name.replaceAll('.', '\\.')}-\\d{4}-\\d\\d-\\d\\d(\\.gz)?$`);

/**
 * Whether a file name is one day's log, plain or gzipped.
 * @param {string} name
 */
export const isFieldEventLogFile = (name) => DAY_FILE.test(name);
