import { useSyncExternalStore } from 'react';
import { previewOutcome, subscribeToPreviewOutcome } from './preview-state';

export const usePreviewOutcome = () => useSyncExternalStore(subscribeToPreviewOutcome, previewOutcome, () => null);
