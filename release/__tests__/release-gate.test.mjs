// The release gate on both targets, a served folder and a bucket (s3rver): a remote's release against the live
// shell, a shell's against the live remotes, through the tool's commands (check, publish, --force).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LENT_GLOBALS } from '@callvera/tooling/lend-federation-modules';
import {
  FORK,
  liveSite as liveSiteOf,
  localS3,
  remoteBuild,
  run,
  shellBuild,
  targets,
  withRemote,
  withShell,
} from './support/release-sites.mjs';

const TARGETS = targets(localS3());

for (const [targetName, makeTarget] of Object.entries(TARGETS)) {
  describe(`the release gate, ${targetName} target`, () => {
    /** A site with the shell and pricing live. */
    const liveSite = () => liveSiteOf(makeTarget);

    test('a remote built against newer minors of React, zustand and the federation runtime passes check and goes live', async () => {
      const site = await liveSite();
      const fork = remoteBuild(
        site.root,
        'mfe-pricing',
        '1.1.0',
        withRemote({ shared: { react: '19.4.0', 'react-dom': '19.4.0', zustand: '5.2.0' }, pluginVersion: '2.10.0' }),
      );
      const check = await site.tool('check', 'mfe-pricing', fork);
      assert.deepEqual(check, { ok: true, output: 'mfe-pricing 1.1.0 composes with the live shell 1.0.0.' });
      const published = await site.tool('publish', 'mfe-pricing', fork);
      assert.equal(published.ok, true, published.output);
      assert.match(published.output, /^published .*_1\.1\.0$/);
    });

    const REFUSED = [
      {
        name: 'another major of React',
        remote: withRemote({ shared: { react: '20.0.0', 'react-dom': '20.0.0' } }),
        lines: [
          'react: needs ^20.0.0, the live shell 1.0.0 provides 19.3.1',
          'react-dom: needs ^20.0.0, the live shell 1.0.0 provides 19.3.1',
        ],
        toDo: /release the shell first, built with what mfe-legal needs \(react \^20\.0\.0, react-dom \^20\.0\.0\),\nor rebuild mfe-legal against what the live shell provides \(react 19\.3\.1, react-dom 19\.3\.1\)/i,
      },
      {
        name: 'another major of zustand',
        remote: withRemote({ shared: { zustand: '4.5.7' } }),
        lines: ['zustand: needs ^4.0.0, the live shell 1.0.0 provides 5.1.0'],
        toDo: /rebuild mfe-legal against what the live shell provides \(zustand 5\.1\.0\)/,
      },
      {
        name: 'another major of a stateful shared module',
        remote: withRemote({ shared: { '@callvera/shared/toast': '0.2.0' } }),
        lines: ['@callvera/shared/toast: needs ^0.2.0, the live shell 1.0.0 provides 0.1.0'],
        toDo: /rebuild mfe-legal against what the live shell provides \(@callvera\/shared 0\.1\.0\)/,
      },
      {
        name: 'another major of the federation runtime',
        remote: withRemote({ pluginVersion: '3.0.1' }),
        lines: ['federation runtime: needs ^3.0.0, the live shell 1.0.0 provides 2.9.2'],
        toDo: /federation runtime 2\.9\.2/,
      },
      {
        name: 'a part of the federation runtime the shell does not lend',
        remote: withRemote({ borrows: { ...FORK.borrows, _CALLVERA_FEDERATION_RUNTIME: ['init'] } }),
        lines: ['_CALLVERA_FEDERATION_RUNTIME: borrowed from the shell (init), but the live shell 1.0.0 does not lend it'],
        toDo: /Release the shell first/,
      },
      {
        name: 'another shell contract',
        remote: withRemote({ shellContract: 3 }),
        lines: ['shell contract: needs 3, the live shell 1.0.0 provides 2'],
        toDo: /shell contract 3/,
      },
    ];
    for (const { name, remote, lines, toDo } of REFUSED) {
      test(`a remote built against ${name} is stopped at check and refused by publish before anything is written`, async () => {
        const site = await liveSite();
        const build = remoteBuild(site.root, 'mfe-legal', '2.0.0', remote);
        const check = await site.tool('check', 'mfe-legal', build);
        assert.equal(check.ok, false);
        assert.match(check.output, /^mfe-legal 2\.0\.0 cannot run beside the live shell 1\.0\.0:\n/);
        for (const line of lines) assert.ok(check.output.includes(`  - ${line}\n`), `${check.output}\nlacks: ${line}`);
        assert.match(check.output, toDo);
        const published = await site.tool('publish', 'mfe-legal', build);
        assert.deepEqual(published, { ok: false, output: `${check.output}\nNothing was released.` });
        assert.equal(await site.served('mfe-legal'), false, 'nothing of it is served, nor recorded');
      });
    }

    test('every manifest of a remote is checked, its variants in subfolders too', async () => {
      const site = await liveSite();
      const build = remoteBuild(site.root, 'mfe-pricing', '1.2.0', FORK, { 'annual-first': withRemote({ shared: { react: '18.3.1' } }) });
      const check = await site.tool('check', 'mfe-pricing', build);
      assert.equal(check.ok, false);
      assert.match(check.output, /\n {2}- annual-first\/: react: needs \^18\.0\.0, the live shell 1\.0\.0 provides 19\.3\.1\n/);
    });

    test('--force releases a remote anyway and says what it breaks', async (t) => {
      const site = await liveSite();
      const warnings = [];
      t.mock.method(console, 'warn', (message) => warnings.push(message));
      const build = remoteBuild(site.root, 'mfe-pricing', '2.0.0', withRemote({ shared: { react: '20.0.0' } }));
      const published = await site.tool('publish', 'mfe-pricing', build, '--force');
      assert.equal(published.ok, true, published.output);
      assert.match(
        warnings.join('\n'),
        /^Released with --force, although:\nmfe-pricing 2\.0\.0 cannot run beside the live shell 1\.0\.0:\n {2}- react: needs \^20\.0\.0/,
      );
    });

    test('a remote with no live shell to check against is refused, saying where it looked', async () => {
      const site = await makeTarget();
      const check = await run('check', remoteBuild(site.root, 'mfe-pricing', '1.0.0'), ...site.args('mfe-pricing'));
      assert.equal(check.ok, false);
      assert.match(
        check.output,
        /has no live shell to be checked against \(no mf-manifest\.json at .*shell.*\)\.\nWhat to do: Release the shell first/,
      );
    });

    test('a shell that keeps what live remotes need passes check and goes live', async () => {
      const site = await liveSite();
      const shell = shellBuild(site.root, '1.1.0', withShell({ shared: { react: '19.4.2' }, pluginVersion: '2.10.0' }));
      assert.deepEqual(await site.tool('check', 'shell', shell), {
        ok: true,
        output: 'shell 1.1.0 composes with every live remote (mfe-pricing).',
      });
      assert.equal((await site.tool('publish', 'shell', shell)).ok, true);
    });

    const STRANDING = [
      {
        name: 'moves React to another major',
        shell: withShell({ shared: { react: '20.0.0', 'react-dom': '20.0.0' } }),
        line: 'mfe-pricing 1.0.0: react: needs ^19.0.0, this shell provides 20.0.0',
      },
      {
        name: 'bumps the shell contract',
        shell: withShell({ shellContract: 3 }),
        line: 'mfe-pricing 1.0.0: shell contract: needs 2, this shell provides 3',
      },
      {
        name: 'stops lending what a remote borrows',
        shell: withShell({ lends: { ...LENT_GLOBALS, _CALLVERA_FEDERATION_BUNDLER_RUNTIME: ['bundlerRuntime'] } }),
        line: 'mfe-pricing 1.0.0: _CALLVERA_FEDERATION_BUNDLER_RUNTIME: borrowed from the shell (attachShareScopeMap, bundlerRuntime), but this shell lends only bundlerRuntime',
      },
      {
        name: 'moves to another major of the federation runtime',
        shell: withShell({ pluginVersion: '3.0.0' }),
        line: 'mfe-pricing 1.0.0: federation runtime: needs ^2.0.0, this shell provides 3.0.0',
      },
    ];
    for (const { name, shell, line } of STRANDING) {
      test(`a shell release that ${name} is refused, naming the remotes to release first; --force overrides it`, async (t) => {
        const site = await liveSite();
        const build = shellBuild(site.root, '2.0.0', shell);
        const check = await site.tool('check', 'shell', build);
        assert.equal(check.ok, false);
        assert.match(check.output, /^shell 2\.0\.0 would strand live remotes, which it could not run:\n/);
        assert.ok(check.output.includes(`  - ${line}\n`), `${check.output}\nlacks: ${line}`);
        assert.match(
          check.output,
          /\nWhat to do: Release these remotes first, built against what this shell provides \(.*\): mfe-pricing\./,
        );
        assert.match(check.output, /--force/);
        assert.deepEqual(await site.tool('publish', 'shell', build), { ok: false, output: `${check.output}\nNothing was released.` });

        const warnings = [];
        t.mock.method(console, 'warn', (message) => warnings.push(message));
        const forced = await site.tool('publish', 'shell', build, '--force');
        assert.equal(forced.ok, true, forced.output);
        assert.match(warnings.join('\n'), new RegExp(`^Released with --force, although:\\nshell 2\\.0\\.0 would strand live remotes`));
        assert.ok(warnings.join('\n').includes(line));
      });
    }
  });
}
