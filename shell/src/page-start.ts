// The first script of every page (its own small file, no federation runtime): it keeps presses made
// before the app takes over, shows the visitor's variant of an experiment before the first paint and tells
// the site of it (experiment-signals.ts), and starts the app once the prerendered page has painted. Like
// bootstrap.tsx, it stands above the shell's floors: it wires start-up and the field signal (a floor above it).
import './startup/click-replay';
import { sendExperimentSignals } from './field-signal/experiment-signals';
import { afterFirstContentfulPaint, startAppAfterFirstPaint } from './startup/start-app-after-paint';
import { showAssignedVariantBeforePaint } from './startup/variant-before-paint';

sendExperimentSignals(showAssignedVariantBeforePaint(), afterFirstContentfulPaint);
startAppAfterFirstPaint();
