// The page's first script (its own small file, no federation runtime): it keeps presses made
// before the app takes over, shows the visitor's variant of an experiment before the first paint and tells
// the site of it (experiment-signals.ts), sends what the browser measured of the page if it is left before the
// event stream arrives (vitals-on-leave.ts), and starts the app once the prerendered page has painted. Like
// bootstrap.tsx, it stands above the shell's floors: it wires start-up and the field signal (a floor above it).
import './startup/click-replay';
import { sendExperimentSignals } from './field-signal/experiment-signals';
import { pageCollector } from './field-signal/page-collector';
import { sendVitalsOnLeave } from './field-signal/vitals-on-leave';
import { afterFirstContentfulPaint, startAppAfterFirstPaint } from './startup/start-app-after-paint';
import { showAssignedVariantBeforePaint } from './startup/variant-before-paint';
import { previewOfLoad } from './field-signal/page-fields';

// A tab that opened a preview link is in no experiment: the app shows each split remote's control. The tab's
// storage is read for it before the first paint only on a page that shows a split: its first access is a wait of up
// to 20 ms on an emulated phone. Elsewhere the mark is noted once the page has painted, before the app, which takes
// the link's parameter out of the address, starts.
const shownBeforePaint = showAssignedVariantBeforePaint(() => previewOfLoad() === null);
afterFirstContentfulPaint(previewOfLoad);
const collector = pageCollector();
const assignments = sendExperimentSignals(shownBeforePaint, afterFirstContentfulPaint, collector);
sendVitalsOnLeave({ collector, assignments, shownBeforePaint, afterPaint: afterFirstContentfulPaint });
startAppAfterFirstPaint();
