// The first script of every page (its own small file, no federation runtime): it keeps presses made
// before the app takes over, shows the visitor's variant of an experiment before the first paint and
// sends its exposure, and starts the app once the prerendered page has painted.
import './click-replay';
import { sendExposuresWhenShown } from '../field-signal/exposure-beacon';
import { afterFirstContentfulPaint, startAppAfterFirstPaint } from './start-app-after-paint';
import { showAssignedVariantBeforePaint } from './variant-before-paint';

sendExposuresWhenShown(showAssignedVariantBeforePaint(), afterFirstContentfulPaint);
startAppAfterFirstPaint();
