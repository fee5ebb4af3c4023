import { renderStandalone } from '@callvera/shared/standalone';
import { DemoCallWorkbench } from './DemoCallWorkbench';

void renderStandalone('demo_call', { '/': DemoCallWorkbench });
