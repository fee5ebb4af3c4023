// How `npm start` serves a production build: as `serve` does (serve-handler and compression, the libraries `serve` is
// made of, with its config file and ETags), but with the build's Brotli and gzip copies of its hashed files sent in
// their place to a browser that takes them, as nginx (brotli_static, gzip_static) and the CDN send them: what a
// visitor's browser receives on this machine is what it receives from the deployment.
import { createReadStream, lstat } from 'node:fs';
import { promisify } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';

const lstatOf = promisify(lstat);
/** The build's copies beside a file, most compact first (tooling/precompress-plugin.js writes them). */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** serve-handler's file methods for one request: a file with a copy in an encoding the request accepts is sent as it. */
export function precompressedCopies(request, response) {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.split(';')[0].trim()),
  );
  const copies = new Map();
  let sentEncoding = null;
  // Each encoding is a representation of its own, so its ETag says which. serve-handler keeps one ETag per path and
  // modification time, and a copy written in the same millisecond as its file would share the file's.
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, headers = {}) =>
    writeHead(status, sentEncoding && headers.ETag ? { ...headers, ETag: headers.ETag.replace(/"$/, `-${sentEncoding}"`) } : headers);
  return {
    async lstat(file) {
      const stats = await lstatOf(file);
      if (!stats.isFile()) return stats;
      for (const { encoding, suffix } of COPIES) {
        if (!accepted.has(encoding)) continue;
        const copy = await lstatOf(`${file}${suffix}`).catch(() => null);
        if (copy?.isFile()) {
          copies.set(file, { encoding, file: `${file}${suffix}` });
          // The size, the range and the ETag are the copy's: it is what goes out.
          return copy;
        }
      }
      return stats;
    },
    createReadStream(file, options) {
      const copy = copies.get(file);
      if (!copy) return createReadStream(file, options);
      // Before the headers go out, so compression sees the body encoded already and leaves it.
      response.setHeader('Content-Encoding', copy.encoding);
      response.setHeader('Vary', 'Accept-Encoding');
      sentEncoding = copy.encoding;
      return createReadStream(copy.file, options);
    },
  };
}

/**
 * The request handler for one build folder.
 * @param {{ config: object, folder: string, headers?: Record<string, string> }} options  config: serve's config file's
 *   content; headers: sent with every answer
 */
export function buildFolderHandler({ config, folder, headers = {} }) {
  const served = { ...config, public: folder, etag: true };
  const compress = promisify(compression());
  return async (request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    await compress(request, response);
    return handler(request, response, served, precompressedCopies(request, response));
  };
}
