// The app's entry. Federation starts it asynchronously (asyncStartup): its modules run once the shared packages
// have been negotiated, and the page runs the entry only once it has painted (start-app-after-paint.ts). One file
// with the start-up, preloaded with the page, instead of a chunk asked for after the entry ran.
import './startup/remote-files-once-shared';
import './bootstrap';
