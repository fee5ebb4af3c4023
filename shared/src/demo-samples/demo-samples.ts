/** Sample calls of the demo agents: what a deployment serves, checked, and how a page loads one to play. */
export type { AgentSample } from './agent-sample';
export { SAMPLE_FAILURES, SampleError, type SampleFailure } from './sample-error.js';
export { parseWebVtt, type SampleCue } from './web-vtt.js';
export { SAMPLE_LIST_PATH, parseSampleList, sampleEntry, type SampleEntry, type SampleList } from './sample-list-check.js';
export { loadSampleList } from './sample-list';
export { loadAgentSample, loadSampleWords, usableSampleEntry } from './load-agent-sample';
export { forgetReportedSampleFailures, reportSampleFailure } from './report-sample-failure';
export { takeSampleFailures, forgetSampleFailures, type NotedSampleFailure, type SampleFailureDetail } from './sample-failure-event';
export { SAMPLE_SCRIPTS, type SampleScriptLine } from './sample-scripts.js';
