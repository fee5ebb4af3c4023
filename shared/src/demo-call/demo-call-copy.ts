/** The words a visitor reads about demo calls, outside a call's own progress messages. */

/** What a press says when the site config has no usable Vapi settings. */
export const LIVE_DEMOS_UNAVAILABLE = {
  title: 'Live demos are unavailable',
  description: "Live demo calls aren't set up on this site right now. Please try again later.",
} as const;

/** What a press says when the demo-call remote cannot be fetched. */
export const DEMO_CALL_NOT_LOADED = {
  title: 'Live demo unavailable',
  description: 'The demo call service could not be loaded. Please check your connection and try again.',
} as const;

/** What muting says when the call library refuses it; the description is the library's own error. */
export const MUTE_FAILED = {
  title: "Couldn't change the microphone",
  description: 'Call object is not available.',
} as const;

/** What a press on a sample says when the sample player cannot be fetched. */
export const SAMPLE_NOT_LOADED = {
  title: "The sample call didn't load",
  description: 'Check your connection, then press Play a sample call again.',
} as const;
