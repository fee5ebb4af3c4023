// The machine's floor under Lighthouse: a page of one heading and one paragraph, with no stylesheet and no script,
// measured by the same browser between the site's runs. No page does less, so what Lighthouse reads for it is the
// browser's and the machine's own: the navigation's commit and the first layout, counted at the CPU slowdown times
// the wall time this machine gave them. A figure's target that this page misses in its worst run cannot be judged
// on this machine, whatever the site does.
import { createServer } from 'node:http';
import { meetsTarget } from '@callvera/read-outs/report-table';

export const FLOOR_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"><title>The floor page</title></head>' +
  '<body><main><h1>The floor page</h1><p>One heading and one paragraph: no stylesheet, no script, no image.</p></main>' +
  '</body></html>';

/** The row the floor page is shown in, beside the routes. */
export const FLOOR_ROW = 'floor page (no CSS, no script)';

/** The figures the machine's speed moves; the others (accessibility, SEO, ...) are the page's own. */
export const MACHINE_BOUND_FIGURES = ['perf', 'tbt'];

/**
 * Serves FLOOR_PAGE_HTML at `/` of a free port of localhost, over plain HTTP/1.1 as the bench serves the site on
 * this machine's ports; any other path is a 404. Resolves to the page's address and a stop function.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export function startFloorPage() {
  const server = createServer((request, response) => {
    const found = request.url === '/';
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(found ? FLOOR_PAGE_HTML : 'Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`The floor page could not be served: ${error.message}`)));
    server.listen(0, 'localhost', () => {
      resolve({
        url: `http://localhost:${server.address().port}/`,
        // A browser keeps its connection open for the next request: closed with the server, not waited for.
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * The machine-bound figures whose target the floor page misses in its worst run (`floorWorst`, as worstOf gives
 * it): those no page meets on this machine. A floor run with no figure judges nothing.
 */
export function targetsUnderTheFloor(floorWorst, targets) {
  return MACHINE_BOUND_FIGURES.filter(
    (key) => key in targets && typeof floorWorst[key] === 'number' && !meetsTarget(floorWorst[key], targets[key]),
  );
}
