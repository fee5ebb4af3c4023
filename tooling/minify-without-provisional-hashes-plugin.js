import { createHash } from 'node:crypto';

const NAME = 'MinifyWithoutProvisionalHashesPlugin';

/**
 * Rspack writes the names of a chunk's files into the scripts that load them with a provisional content hash, then
 * minifies, and only then puts in the hash of the files' final bytes (`optimization.realContentHash`). A stylesheet's
 * provisional hash comes from its modules' absolute paths, and the minifier picks its short names by how often each
 * character occurs in the file: one commit built in two folders gave the shell's entry two names swapped, so another
 * file and another hash. Before the minifier runs, each provisional hash in a script is swapped for a stand-in made
 * from its chunk's id, which is the same in every folder (FolderFreeModuleIdsPlugin); after it, the provisional
 * hashes go back, for Rspack to replace as before.
 */
export class MinifyWithoutProvisionalHashesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const lengths = hashLengths(compilation.outputOptions);
      /** @type {Map<string, string>} each stand-in, and the provisional hash it stands for */
      const standIns = new Map();
      const swap = (pairs) => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js')) continue;
          const text = asset.source.source().toString();
          const swapped = pairs.reduce((result, [from, to]) => result.split(from).join(to), text);
          if (swapped !== text) compilation.updateAsset(asset.name, new sources.RawSource(swapped));
        }
      };
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 }, () => {
        for (const chunk of compilation.chunks) {
          for (const [kind, hash] of Object.entries(chunk.contentHash ?? {})) {
            const standIn = createHash('sha256').update(`${chunk.id}:${kind}`).digest('hex');
            for (const length of lengths) standIns.set(standIn.slice(0, length), hash.slice(0, length));
          }
        }
        swap([...standIns].map(([standIn, hash]) => [hash, standIn]));
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () =>
        swap([...standIns]),
      );
    });
  }
}

/**
 * The lengths of `[contenthash]` in the output's file name templates, longest first: a template's own
 * (`[contenthash:10]`), or the output's `hashDigestLength` where it names none.
 */
function hashLengths(output) {
  const templates = [output.filename, output.chunkFilename, output.cssFilename, output.cssChunkFilename].filter(
    (template) => typeof template === 'string',
  );
  const lengths = templates.flatMap((template) =>
    [...template.matchAll(/\[contenthash(?::(\d+))?\]/g)].map(([, length]) => Number(length ?? output.hashDigestLength)),
  );
  return [...new Set(lengths)].sort((a, b) => b - a);
}
