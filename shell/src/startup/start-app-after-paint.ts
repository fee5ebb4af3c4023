import { startDeployedFileRequest, type DeployedFile } from '@callvera/shared/deployed-file-request';
import { AFTER_FIRST_PAINT, APP_ENTRY, DEPLOYED_FILES } from '@callvera/shared/page-marks';
import { pageData } from './page-data';

/**
 * A prerendered page names the app's entry in a preload link (APP_ENTRY), the one script it preloads with the HTML,
 * and keeps the shell's other take-over files in a template (AFTER_FIRST_PAINT), the largest first; the prerender
 * writes both. This asks for those files, and runs the entry, once the page's first contentful paint has been
 * presented; the entry asks for the remote's files as it starts (@callvera/shared/remote-files). On a slow
 * link the paint has the link to itself and the entry, and the largest file, asked for first, still arrives last.
 * Lighthouse's simulated LCP counts every script that finished loading before the paint as part of it, unless its
 * trace shows the script run after the paint, which it shows only for a task of 10 ms or more, or for one that
 * starts two requests or more: the files asked for after the paint stay out of it, and the entry too.
 * A page without APP_ENTRY (the app's own page, in development) runs its entry from a script tag.
 */
export function startAppAfterFirstPaint(): void {
  afterFirstContentfulPaint(() => {
    const entry = document.querySelector<HTMLLinkElement>(`link[${APP_ENTRY}]`);
    if (entry) inShortTasks(takeOverRequests(entry.href));
  });
}

/**
 * Each request the take-over makes, one step each: the deployed files first (the app reads them before it loads
 * anything else), then the small files, then the entry, which goes last so that everything it needs is on its way.
 */
function takeOverRequests(entryUrl: string): (() => void)[] {
  const steps = deployedFilesOfThePage().map((file) => () => startDeployedFileRequest(file));
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${AFTER_FIRST_PAINT}]`)) {
    for (const file of [...template.content.children]) steps.push(() => document.head.append(file));
    template.remove();
  }
  steps.push(() => {
    const script = document.createElement('script');
    script.src = entryUrl;
    document.head.append(script);
  });
  return steps;
}

/**
 * Starting a request costs the main thread a few milliseconds on a phone, and the take-over makes a dozen: in one
 * task they would block a press for tens of milliseconds. Each step after the first is a task of its own, at the
 * priority that puts it before the tasks queued meanwhile (the evaluation of scripts that have arrived) and still
 * lets input in. A browser without scheduler.postTask runs them in one task: a timer would put the requests
 * behind those tasks and delay the take-over.
 */
function inShortTasks([first, ...rest]: readonly (() => void)[]) {
  first?.();
  const { scheduler } = globalThis as { scheduler?: PostTaskScheduler };
  for (const step of rest) {
    if (scheduler?.postTask) void scheduler.postTask(step, { priority: 'user-blocking' });
    else step();
  }
}

interface PostTaskScheduler {
  postTask?: (task: () => void, options: { priority: 'user-blocking' }) => Promise<void>;
}

/** What the page's DEPLOYED_FILES block lists (written by the prerender); the app asks for any file not started. */
const deployedFilesOfThePage = () => pageData<DeployedFile[]>(`script[${DEPLOYED_FILES}]`, []);

/**
 * A hidden page paints nothing, and a browser without paint timing never reports it:
 * there the app starts once the page is parsed.
 */
export function afterFirstContentfulPaint(run: () => void) {
  const reportsPaint = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!reportsPaint || document.visibilityState !== 'visible') {
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
