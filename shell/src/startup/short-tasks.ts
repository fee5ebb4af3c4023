/**
 * Starting a request costs the main thread a few milliseconds on a phone, and the take-over makes a dozen: in one
 * task they would block a press for tens of milliseconds. Each step is a task of its own, at the priority that puts it
 * before the tasks queued meanwhile (the evaluation of scripts that have arrived) and still lets input in. A browser
 * without scheduler.postTask runs them at once: a timer would put the requests behind those tasks and delay the
 * take-over.
 */
export function inTasksOfTheirOwn(steps: readonly (() => void)[]) {
  const { scheduler } = globalThis as { scheduler?: PostTaskScheduler };
  for (const step of steps) {
    if (scheduler?.postTask) void scheduler.postTask(step, { priority: 'user-blocking' });
    else step();
  }
}

interface PostTaskScheduler {
  postTask?: (task: () => void, options: { priority: 'user-blocking' }) => Promise<void>;
}

/**
 * A step for each file that the page's templates marked `mark` keep (the prerender writes them in the order to ask
 * for them): each puts the file's link into the head, which asks for it, unless the page has asked for the file
 * already. The templates go at once.
 */
export function filesKeptIn(mark: string): (() => void)[] {
  const steps: (() => void)[] = [];
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${mark}]`)) {
    for (const file of [...template.content.children]) {
      steps.push(() => {
        if (!askedForAlready(file)) document.head.append(file);
      });
    }
    template.remove();
  }
  return steps;
}

/**
 * The federation runtime's script for a remote's entry can come before the page's preload of it. A preload after it
 * is a second request: WebKit asks again for a `no-cache` file the page asks for after its load event, unless the
 * first request is still under way.
 */
function askedForAlready(file: Element): boolean {
  const address = file.getAttribute('href');
  if (!address) return false;
  const url = new URL(address, document.baseURI).href;
  return performance.getEntriesByName(url).length > 0 || [...document.scripts].some((script) => script.src === url);
}
