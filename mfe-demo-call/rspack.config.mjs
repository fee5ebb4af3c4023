import { createAppConfig } from '@callvera/shared/build';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'demo_call',
  port: 3005,
  title: 'Callvera demo-call engine (standalone)',
  exposes: {
    './DemoCallEngine': './src/demo-call-engine.ts',
  },
});
