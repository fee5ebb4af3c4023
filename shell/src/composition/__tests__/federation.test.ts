import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { EXPERIMENT_EVENT, experimentStorageKey } from '../experiments';
import { fallBackToControl, forgetFailedRemote, registerRemoteMap } from '../federation';
import type { RemoteMap } from '../remote-map';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const plainRemotes = {
  landing: 'http://localhost:3001/mf-manifest.json',
  articles: 'http://localhost:3003/mf-manifest.json',
  legal: 'http://localhost:3004/mf-manifest.json',
  demo_call: 'http://localhost:3005/mf-manifest.json',
};
const control = { name: 'control', entry: 'http://localhost:3002/mf-manifest.json', weight: 50 };
const annualFirst = { name: 'annual-first', entry: 'http://localhost:3002/annual-first/mf-manifest.json', weight: 50 };
const mapWithExperiment: RemoteMap = { ...plainRemotes, pricing: { variants: [control, annualFirst] } };

const registeredEntry = (name: string) =>
  jest
    .mocked(registerRemotes)
    .mock.calls.flatMap(([remotes]) => remotes)
    .filter((remote) => remote.name === name)
    .at(-1);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-experiment-pricing');
});

describe('registerRemoteMap with an experiment', () => {
  it('registers the visitor’s variant and announces it as an attribute and an event', () => {
    localStorage.setItem(experimentStorageKey('pricing'), 'annual-first');
    const events: CustomEvent[] = [];
    window.addEventListener(EXPERIMENT_EVENT, (event) => events.push(event as CustomEvent), { once: true });

    registerRemoteMap(mapWithExperiment);

    expect(registeredEntry('pricing')).toEqual({ name: 'pricing', entry: annualFirst.entry });
    expect(registeredEntry('legal')).toEqual({ name: 'legal', entry: plainRemotes.legal });
    expect(document.documentElement).toHaveAttribute('data-experiment-pricing', 'annual-first');
    expect(events[0]?.detail).toEqual({ remote: 'pricing', variant: 'annual-first' });
  });

  it('falls back to the control once when the variant fails', () => {
    localStorage.setItem(experimentStorageKey('pricing'), 'annual-first');
    registerRemoteMap(mapWithExperiment);

    expect(fallBackToControl('pricing')).toBe(true);
    expect(registeredEntry('pricing')).toEqual({ name: 'pricing', entry: control.entry });
    expect(jest.mocked(registerRemotes)).toHaveBeenLastCalledWith([{ name: 'pricing', entry: control.entry }], { force: true });
    expect(document.documentElement).toHaveAttribute('data-experiment-pricing', 'control');
    expect(fallBackToControl('pricing')).toBe(false);
  });

  it('has no control to fall back to for a plain remote', () => {
    registerRemoteMap(mapWithExperiment);
    expect(fallBackToControl('legal')).toBe(false);
  });

  it('re-registers a failed remote with force so its manifest is fetched again', () => {
    registerRemoteMap(mapWithExperiment);
    forgetFailedRemote('landing');
    expect(jest.mocked(registerRemotes)).toHaveBeenLastCalledWith([{ name: 'landing', entry: plainRemotes.landing }], { force: true });
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
