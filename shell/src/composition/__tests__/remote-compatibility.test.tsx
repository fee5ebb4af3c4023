import { getInstance } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { SHELL_CONTRACT_VERSION } from '@callvera/shared/contracts';
import { fallBackToControl, loadExposedModule } from '../federation';
import { forgetLoadedModules, IncompatibleRemoteError } from '../load-remote-module';
import { incompatibleRemotesPlugin } from '../remote-compatibility';
import { RemoteSection } from '../RemoteSection';

jest.mock('../federation');
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: jest.fn(),
  registerPlugins: jest.fn(),
}));

/** The shell's federation instance as the page has it: the copies it shares, its runtime's version. */
const shellInstance = {
  version: '2.9.2',
  options: {
    name: 'shell',
    shared: {
      react: [{ version: '19.3.1', from: 'shell' }],
      zustand: [{ version: '5.1.0', from: 'shell' }],
      '@callvera/shared/toast': [{ version: '0.1.0', from: 'shell' }],
    },
  },
};
const LENT = { _FEDERATION_RUNTIME_CORE: { loadRemote: () => undefined }, _CALLVERA_FEDERATION_BUNDLER_RUNTIME: { bundlerRuntime: {} } };

/** A remote's mf-manifest.json: what it shares (version → its major), its federation runtime, what it borrows. */
function manifestOf(shared: Record<string, string>, composition: Record<string, unknown> = {}) {
  return {
    metaData: {
      name: 'pricing',
      pluginVersion: '2.9.3',
      composition: {
        shellContract: SHELL_CONTRACT_VERSION,
        federationRuntime: '^2.0.0',
        borrows: { _FEDERATION_RUNTIME_CORE: [], _CALLVERA_FEDERATION_BUNDLER_RUNTIME: ['bundlerRuntime'] },
        ...composition,
      },
    },
    shared: Object.entries(shared).map(([name, version]) => ({
      name,
      version,
      singleton: true,
      requiredVersion: `^${version.split('.')[0]}.0.0`,
    })),
  };
}

const loadRemoteSnapshot = (name: string, manifestJson?: object) => {
  const hook = incompatibleRemotesPlugin().loadRemoteSnapshot!;
  const args = { moduleInfo: { name }, manifestJson } as unknown as Parameters<typeof hook>[0];
  return () => hook(args);
};

beforeEach(() => {
  jest.mocked(getInstance).mockReturnValue(shellInstance as never);
  Object.assign(globalThis, LENT);
});
afterEach(() => {
  for (const global of Object.keys(LENT)) delete (globalThis as Record<string, unknown>)[global];
});

describe('the shell refuses a remote that cannot run on its page', () => {
  it('lets through a remote built against newer minors of what the page shares once', () => {
    expect(loadRemoteSnapshot('pricing', manifestOf({ react: '19.4.0', zustand: '5.0.16' }))).not.toThrow();
  });

  it.each([
    ['React', { react: '18.3.1' }, { kind: 'shared', subject: 'react', required: '^18.0.0', provided: '19.3.1' }],
    ['zustand', { zustand: '4.5.7' }, { kind: 'shared', subject: 'zustand', required: '^4.0.0', provided: '5.1.0' }],
    [
      'a stateful shared module',
      { '@callvera/shared/toast': '1.0.0' },
      { kind: 'shared', subject: '@callvera/shared/toast', required: '^1.0.0', provided: '0.1.0' },
    ],
  ])('refuses a remote built against another major of %s, before its entry is fetched', (_, shared, problem) => {
    const load = loadRemoteSnapshot('pricing', manifestOf({ react: '19.3.0', ...shared }));
    expect(load).toThrow(IncompatibleRemoteError);
    expect(load).toThrow(`${problem.subject}: needs ${problem.required}, the shell provides ${problem.provided}`);
    try {
      load();
    } catch (error) {
      expect((error as IncompatibleRemoteError).problems).toEqual([problem]);
      expect((error as IncompatibleRemoteError).remote).toBe('pricing');
    }
  });

  it('refuses a remote on what it bundles, whatever it declares: React 18 declared as any React from 19 on', () => {
    const declared = manifestOf({ react: '19.3.0' }, { bundled: { react: { version: '18.3.1', singleton: true } } });
    declared.shared[0]!.requiredVersion = '>=19.0.0';
    expect(loadRemoteSnapshot('pricing', declared)).toThrow(
      'react: bundles 18.3.1, so needs ^18.0.0 (it declares >=19.0.0), the shell provides 19.3.1',
    );
  });

  it('refuses a remote that takes a module the page shares once as no singleton: it would run its own copy', () => {
    const ownCopy = manifestOf({ react: '19.3.0' }, { bundled: { react: { version: '19.3.0', singleton: false } } });
    expect(loadRemoteSnapshot('pricing', ownCopy)).toThrow(
      'react: bundles its own copy (19.3.0, not a singleton), beside the one the shell shares (19.3.1)',
    );
  });

  it('refuses a remote built with another major of the federation runtime', () => {
    expect(loadRemoteSnapshot('pricing', manifestOf({ react: '19.3.0' }, { federationRuntime: '^3.0.0' }))).toThrow(
      'federation runtime: needs ^3.0.0, the shell provides 2.9.2',
    );
  });

  it('refuses a remote that borrows what the page does not lend', () => {
    const borrows = { _FEDERATION_RUNTIME_CORE: [], _CALLVERA_FEDERATION_RUNTIME: [] };
    expect(loadRemoteSnapshot('pricing', manifestOf({ react: '19.3.0' }, { borrows }))).toThrow(
      '_CALLVERA_FEDERATION_RUNTIME: borrowed from the shell (the module), but the shell does not lend it',
    );
  });

  it('leaves the shell contract to the module every remote exposes', () => {
    expect(loadRemoteSnapshot('pricing', manifestOf({ react: '19.3.0' }, { shellContract: SHELL_CONTRACT_VERSION + 1 }))).not.toThrow();
  });

  it('has nothing to check without a manifest, or for what is not one of the site’s remotes', () => {
    expect(loadRemoteSnapshot('pricing')).not.toThrow();
    expect(loadRemoteSnapshot('somebody-else', manifestOf({ react: '18.3.1' }))).not.toThrow();
  });
});

describe('a refused remote in its section', () => {
  const refusal = new IncompatibleRemoteError('pricing', [{ kind: 'shared', subject: 'react', required: '^18.0.0', provided: '19.3.1' }]);
  const renderPricing = () => render(<RemoteSection remote="pricing" module="PricingPage" section="Pricing" path="/pricing" />);

  beforeEach(() => {
    forgetLoadedModules();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback with Retry', async () => {
    jest.mocked(loadExposedModule).mockRejectedValue(refusal);
    renderPricing();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is an experiment variant whose visitors get the control instead', async () => {
    let refused = true;
    jest.mocked(loadExposedModule).mockImplementation((async (_remote: string, module: string) => {
      if (refused) throw refusal;
      return module === 'contract' ? { contractVersion: SHELL_CONTRACT_VERSION } : { default: () => <h1>Upgrade your plan</h1> };
    }) as never);
    jest.mocked(fallBackToControl).mockImplementationOnce(() => {
      refused = false;
      return true;
    });
    renderPricing();
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(fallBackToControl).toHaveBeenCalledWith('pricing');
  });
});
