// @ts-check
// The field events: what a visitor's page tells the site about itself, sent to the site's own
// origin and nowhere else. This file is the schema, versioned: the pages' types
// (shared/src/contracts/field-events.ts), the collectors' checks (deploy/nginx, deploy/cdn), the
// log's columns and the read-outs (read-outs/) are all made from it.
//
// A field's type is one of FIELD_TYPES, or a list of the values it may take. A name ending in "?"
// is optional. Adding an optional field keeps the version; removing a field, changing its type or
// what it means bumps it, and the collectors then refuse batches of the other version.
//
// Nothing here may hold personal data: no free text, no query string, nothing a visitor typed.
import { FIELD_SCHEMA_VERSION, FIELD_WIRE, RELEASE_PATTERN, SELECTOR_PATTERN } from './field-event-wire.js';

export { FIELD_SCHEMA_VERSION, FIELD_WIRE, RELEASE_PATTERN, SELECTOR_PATTERN };

/**
 * What a field of each type may hold. A type with a pattern is text matching it (a JavaScript regular
 * expression); the collectors check the others by their meaning (see field-event-lines.js).
 */
export const FIELD_TYPES = /** @type {const} */ ({
  slug: {
    pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$',
    means: 'a name from our own code (a remote, a variant, a plan, a demo agent): letters, digits, ".", "_" and "-", at most 64',
  },
  release: {
    pattern: RELEASE_PATTERN,
    means:
      'a build\'s release: its version (package.json) and build id, as its mf-manifest.json buildVersion names it (1.4.0+3fa9c2d1e0; a version alone before builds had ids), or "unknown"',
  },
  pageLoadId: {
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$',
    means: "a random UUID made for each page load and kept nowhere: it only ties one load's events together",
  },
  selector: {
    pattern: SELECTOR_PATTERN,
    means: "a CSS selector naming an element of our pages (web-vitals' attribution), never its text: printable ASCII, at most 200",
  },
  metricId: {
    pattern: '^v\\d{1,2}-\\d{10,14}-\\d{13}$',
    means: "web-vitals' id of one measurement of a metric on one page load (it reports INP and CLS again under the same id)",
  },
  utcDay: { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', means: 'a day of the UTC calendar, YYYY-MM-DD' },
  epochMs: { means: "the client's clock in milliseconds since 1970, written into the log as an ISO 8601 time" },
  route: { means: 'a route path of the registry (shared/registry/site-registry.js), or "not-found"' },
  assignments: { means: 'experiment (the remote it splits) → a variant, at most 8' },
  weights: { means: 'variant → its weight in the split (a number from 0 to 10,000,000), at most 8' },
  exposureDays: { means: 'experiment (the remote it splits) → the UTC day its exposure was sent, YYYY-MM-DD, at most 8' },
  number: { means: 'a number from 0 to 10,000,000' },
  boolean: { means: 'true or false' },
});

export const FIELD_EVENTS = /** @type {const} */ ({
  schemaVersion: FIELD_SCHEMA_VERSION,
  wire: FIELD_WIRE,

  /** Fields of the page load, sent once per batch and written into each event's line of the log. */
  page: {
    pageLoad: 'pageLoadId',
    shellRelease: 'release',
    experiments: 'assignments',
    /**
     * When the browser sent the batch, by its own clock, as the events' `time`. Against the time the collector
     * received it, it gives how far that clock is off: the read-outs place a visitor's day by it (docs/growth-loop.md,
     * "Days are UTC"). Absent from batches of pages older than this field.
     */
    'sentAt?': 'epochMs',
    /**
     * The preview the page load's tab asked for (its id, or "dev-server"; shared/registry/previews.js), honoured or
     * not: a team's tab, left out of every read-out.
     */
    'preview?': 'slug',
  },

  /** Fields every event carries. */
  common: {
    time: 'epochMs',
    /** The route shown when the event happened. */
    route: 'route',
    /** The remote that renders that route (absent on "not-found"). */
    'remote?': 'slug',
    /** Its release as this page loaded it (see shell/src/field-signal/remote-release.ts). */
    remoteRelease: 'release',
  },

  /** Each event's own fields, by name. */
  events: {
    /**
     * A visitor saw a variant of an experiment for the first time: once per visitor and experiment (the browser
     * keeps, beside its assignment, that it sent it), and on every page load where QA forced a variant.
     */
    exposure: {
      experiment: 'slug',
      /** The variant assigned. */
      variant: 'slug',
      /** The assigned variant failed to load and the control was shown in its place. */
      fellBack: 'boolean',
      /** QA forced the variant from the address (`?pricing-variant=`): not a visitor of the experiment. */
      forced: 'boolean',
      /** The split in force when this visitor was assigned (absent for an assignment older than this field). */
      'weights?': 'weights',
    },
    /** A step towards a sale. */
    conversion: {
      action: [
        'get-started',
        'schedule-demo',
        'book-a-demo',
        'try-out-free',
        'demo-call-requested',
        'demo-call-live',
        // A demo call's receipt: opened, copied, downloaded, its pricing link followed.
        'demo-call-receipt-opened',
        'demo-call-receipt-copied',
        'demo-call-receipt-downloaded',
        'demo-call-receipt-pricing',
      ],
      /** Get Started: the plan (its planId) and how it is billed. */
      'plan?': 'slug',
      'billing?': ['monthly', 'annual'],
      /** Demo calls: which demo agent. */
      'agent?': 'slug',
      /**
       * Experiment → variant, for each experiment this visitor was exposed to and had not yet converted in this
       * way: the conversions an experiment's read-out counts, at most one of each kind per visitor.
       */
      'firstFor?': 'assignments',
      /**
       * Experiment → the UTC day (by the browser's clock, as its exposure's `time`) this visitor's exposure was
       * sent, for each experiment of firstFor whose day the browser kept: ties the conversion to the visitor's
       * split and window without naming the visitor (a day holds all of that day's visitors).
       */
      'exposedOn?': 'exposureDays',
    },
    /**
     * A remote that failed in the visitor's browser: sent once its outcome is known (Retry brought it
     * back, or failed again, or the page was left).
     */
    'remote-failure': {
      failedRemote: 'slug',
      failedRelease: 'release',
      failure: ['down', 'slow', 'contract', 'chunk', 'render', 'integrity'],
      /** The visitor (or the page, coming back online) tried again. */
      retried: 'boolean',
      /** A retry showed the remote. */
      recovered: 'boolean',
    },
    /**
     * A demo agent's sample call that cannot be played in the visitor's browser, so its card offers none: once per
     * page load, agent and kind. missing: samples.json names none for the agent, or a file it names is not there;
     * unreadable: a file could not be fetched or is not what it should be (bad JSON, bad WebVTT, an entry that
     * fails the check, audio the browser cannot play); mismatched: a file's bytes are not those its integrity names.
     */
    'sample-failure': {
      /** Absent when samples.json itself failed: no agent has a sample then. */
      'agent?': 'slug',
      sampleFailure: ['missing', 'unreadable', 'mismatched'],
    },
    /**
     * A Core Web Vital of this page load, measured by the browser (web-vitals' attribution build). INP and CLS are
     * reported again, under the same id, each time the page is hidden: a read-out keeps the last of each id.
     */
    vital: {
      id: 'metricId',
      metric: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'],
      /** Milliseconds; CLS is a score without unit. */
      value: 'number',
      rating: ['good', 'needs-improvement', 'poor'],
      /** LCP: the largest element painted. */
      'element?': 'selector',
      /** INP: the element of the slowest interaction. */
      'target?': 'selector',
      /**
       * Whose code it is: for INP, the remote (or "shell") whose scripts ran longest in the slow interaction (Long
       * Animation Frame attribution, script URLs mapped to remotes by their manifests); for LCP, the remote whose
       * region holds the element ("shell" outside <main>). Absent when the browser does not say.
       */
      'attributedTo?': 'slug',
      /** That remote's release as this page loaded it (the shell's for "shell"). */
      'attributedRelease?': 'release',
    },
  },

  /**
   * Not sent by pages: the line a collector writes for a batch it refused as malformed or of another schema
   * version, with nothing of the batch but why, so a read-out can say how many it never saw.
   */
  refused: {
    reason: ['malformed', 'version', 'schema'],
  },
});
