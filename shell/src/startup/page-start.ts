// The first script of every page (its own small file, no federation runtime): it keeps presses made
// before the app takes over, and starts the app once the prerendered page has painted.
import './click-replay';
import { startAppAfterFirstPaint } from './start-app-after-paint';

startAppAfterFirstPaint();
