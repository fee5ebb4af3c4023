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
    // A variant ships inside its remote's build (and release): it reports that release, which its field events name.
    if (variant) stats.metaData.buildInfo.buildVersion = remoteRelease(registered.dir);
    return stats;
  },
});
