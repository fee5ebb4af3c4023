import type * as DemoCallEngineModule from '../../../demo-call-engine';
import { LIVE_CONFIG } from '../../../testing/engine-test-kit';

/**
 * The exposed module must stay small: requiring it, or creating the engine,
 * must not pull in @vapi-ai/web. Only a press or a prefetch may.
 */
describe('the DemoCallEngine module', () => {
  it('loads @vapi-ai/web only when asked to, through the dynamic import', async () => {
    const sdkEvaluated = jest.fn();
    jest.doMock('@vapi-ai/web', () => {
      sdkEvaluated();
      return jest.requireActual('../../../testing/fake-vapi');
    });
    let engineModule!: typeof DemoCallEngineModule;
    jest.isolateModules(() => {
      engineModule = jest.requireActual('../../../demo-call-engine');
    });

    const engine = engineModule.createDemoCallEngine(LIVE_CONFIG);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sdkEvaluated).not.toHaveBeenCalled();

    engine.prefetch?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sdkEvaluated).toHaveBeenCalledTimes(1);
  });
});
