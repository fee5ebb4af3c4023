import type { DemoCallEngine } from '@callvera/shared/demo-call';
import type { DemoCallConfig } from '@callvera/shared/site-config';
import { toast } from '@callvera/shared/toast';

/** Placeholder until the demo-call issue wraps @vapi-ai/web here. */
export function createDemoCallEngine(config: DemoCallConfig): DemoCallEngine {
  const unavailable = () =>
    toast({
      variant: 'destructive',
      title: 'Live demos are unavailable',
      description: config.available ? 'The call engine is not built yet.' : 'Live demos are not configured on this site.',
    });
  return { toggle: unavailable, stop: () => undefined };
}
