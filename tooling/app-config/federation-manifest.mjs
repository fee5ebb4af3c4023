import { recordComposition } from '../composition-record.mjs';
import { recordIntegrity } from '../manifest-integrity.mjs';
import { remoteRelease } from './variant-output.mjs';

/**
 * What a build's mf-manifest.json adds for the release tool and the shell to check: how it composes with a
 * page, its files' hashes, and for a variant the release of the remote it ships in.
 * @param {object} options
 * @param {boolean} options.isHost
 * @param {boolean} options.production
 * @param {number} options.contractVersion
 * @param {unknown} [options.variant]  the registry's entry of the variant, if the build is one
 * @param {{ dir: string }} options.registered  the registry's entry of the app
 */
export const federationManifest = ({ isHost, production, contractVersion, variant, registered }) => ({
  additionalData: ({ stats, compilation }) => {
    recordIntegrity(recordComposition(stats, compilation, { isHost, production, contractVersion }), compilation);
    sameInEveryBuild(stats);
    // A variant ships inside its remote's build (and release): it reports that release, which its field events name.
    if (variant) stats.metaData.buildInfo.buildVersion = remoteRelease(registered.dir);
    return stats;
  },
});

const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * One commit's build gives the same manifest in any folder, every time. The plugin lists shared modules, exposes
 * and remotes as it meets them, which differed between two folders; and which source files use a shared module
 * (`usedIn`, and an expose's `requires`) it reads as Rspack's parallel build happens to link them: three builds of
 * one folder listed LandingPage.tsx as using react/jsx-runtime, or did not. Nothing reads those two lists.
 */
function sameInEveryBuild(stats) {
  for (const shared of stats.shared) delete shared.usedIn;
  for (const expose of stats.exposes) delete expose.requires;
  for (const list of [stats.shared, stats.exposes, stats.remotes]) list.sort(byId);
}
