// The app's entry. Federation starts it asynchronously (asyncStartup): its modules run once the shared packages
// have been negotiated, and the page runs the entry only once it has painted (start-app-after-paint.ts). One file
// with the start-up, preloaded with the page, instead of a chunk asked for after the entry ran.
import { yieldToBrowser } from './runtime-plugin/yield-to-browser';

// The start-up in a task of its own: the one that ran the shared packages' file has compiled it, and on a phone the
// two together block input for tens of milliseconds. Eager: the same file, no request.
void yieldToBrowser().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
