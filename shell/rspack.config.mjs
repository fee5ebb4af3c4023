import { createAppConfig } from '@callvera/shared/build';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Callvera: AI voice agents that answer and make your calls',
});
