import { createAppConfig } from '@callvera/tooling';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'demo_call',
  title: 'Callvera demo-call engine (standalone)',
  exposes: {
    './DemoCallEngine': './src/demo-call-engine.ts',
  },
  // A call runs a small part of each SDK: compiling all of it as it arrives would only cost.
  lazilyCompiledPackages: ['@vapi-ai/web', '@daily-co/daily-js'],
});
