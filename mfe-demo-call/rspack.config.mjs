import { createAppConfig } from '@callvera/shared/build';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'demo_call',
  title: 'Callvera demo-call engine (standalone)',
  exposes: {
    './DemoCallEngine': './src/demo-call-engine.ts',
  },
});
