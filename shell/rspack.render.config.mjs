import { pageRendererConfig } from '@callvera/tooling/page-renderer';

export default pageRendererConfig({ appDir: import.meta.dirname });
