import { startDeployedFileRequest, type DeployedFile } from '@callvera/shared/deployed-file-request';
import { AFTER_FIRST_PAINT, APP_ENTRY, DEPLOYED_FILES, ENTRY_RUNS, REMOTE_FILES } from '@callvera/shared/page-marks';
import { afterLargestPaint, willReportPaints } from './largest-paint';
import { pageData } from './page-data';
import { filesKeptIn, inTasksOfTheirOwn } from './short-tasks';

/**
 * A prerendered page names the app's entry in a preload link (APP_ENTRY), the one script it preloads with the HTML,
 * and keeps the shell's other take-over files in a template (AFTER_FIRST_PAINT), the largest first; the prerender
 * writes both. This asks for those files, and runs the entry, once the page's first contentful paint has been
 * presented, and a picture that will be its largest paint with it (largest-paint.ts). On a slow link the paint has
 * the link to itself and the entry, and the largest file, asked for first, still arrives last; the remote's files
 * follow the deployed files (askForEachInATimer).
 * Lighthouse's simulated LCP counts every script that finished loading before the paint as part of it, unless its
 * trace shows the script run after the paint, which it shows only for a task of 10 ms or more, or for one that
 * starts two requests or timers or more: the files asked for after the paint stay out of it, and the entry, whose
 * task sets a timer for each deployed file, too.
 * A page without APP_ENTRY (the app's own page, in development) runs its entry from a script tag.
 */
export function startAppAfterFirstPaint(): void {
  afterFirstContentfulPaint(() => afterLargestPaint(startTheApp));
}

function startTheApp() {
  const entry = document.querySelector<HTMLLinkElement>(`link[${APP_ENTRY}]`);
  if (!entry) return;
  const deployedFiles = deployedFilesOfThePage();
  document.addEventListener(ENTRY_RUNS, () => askForEachInATimer(deployedFiles), { once: true });
  // The entry goes last, so that everything it needs is on its way.
  const [first, ...rest] = [...filesKeptIn(AFTER_FIRST_PAINT), () => runScript(entry.href)];
  first?.();
  inTasksOfTheirOwn(rest);
}

function runScript(url: string) {
  const script = document.createElement('script');
  script.src = url;
  document.head.append(script);
}

/**
 * The files the app reads before it loads anything else, asked for once its entry runs (it announces itself in its
 * own task, ENTRY_RUNS): each in a timer's task of its own, so that the entry's task stays short and its timers keep
 * it in Lighthouse's graph. Their list is read at the paint, out of that task.
 * Once they have all arrived (or failed: federation then asks for what it needs itself), the remote's files
 * (REMOTE_FILES), each in a task of its own. On a phone's link the deployed files arrive a round trip after the entry
 * runs, when the shared packages, asked for at the paint, are within about a round trip of their end: the remote's
 * files then cross the link as they end, where asked for after them they came a round trip later, and asked for
 * with the entry they shared the whole link with them.
 */
function askForEachInATimer(files: readonly DeployedFile[]) {
  const arrived = files.map((file) => new Promise((settle) => setTimeout(() => settle(startDeployedFileRequest(file)), 0)));
  void Promise.all(arrived).then(() => inTasksOfTheirOwn(filesKeptIn(REMOTE_FILES)));
}

/** What the page's DEPLOYED_FILES block lists (written by the prerender); the app asks for any file not started. */
const deployedFilesOfThePage = () => pageData<DeployedFile[]>(`script[${DEPLOYED_FILES}]`, []);

/** Where no first paint will be reported (willReportPaints), the app starts once the page is parsed. */
export function afterFirstContentfulPaint(run: () => void) {
  if (!willReportPaints('paint')) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    // A task of its own, after the observer's callback.
    setTimeout(run, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}
