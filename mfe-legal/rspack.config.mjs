import { createAppConfig } from '@callvera/shared/build';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'legal',
  port: 3004,
  title: 'Callvera legal (standalone)',
  exposes: {
    './LegalPage': './src/LegalPage.tsx',
  },
});
