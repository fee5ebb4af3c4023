// The app's entry. The page runs it once it has painted (start-app-after-paint.ts). Its own modules hold no shared
// package, so federation runs them at once, while the shared packages cross the link: the take-over's plan
// (plan-take-over.ts), which loads the route's remote too. React's part (bootstrap.tsx) is a chunk of its own, which
// the build writes into the entry's file (tooling/app-config/render-chunk.mjs) and federation runs once they have
// arrived.
import '@callvera/shared/design/tokens.css';
import { yieldToBrowser } from './runtime-plugin/yield-to-browser';
import { planTakeOver } from './plan-take-over';

// The plan in a task of its own: the one that ran the entry's file has compiled it. React's part is asked for in the
// same task, before a remote can ask for a shared package: federation shares a singleton's copy loaded first
// ('loaded-first'), and that copy must be the shell's.
void yieldToBrowser().then(() => {
  const plan = planTakeOver();
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ takeOver }) => Promise.resolve(plan).then(takeOver));
});
