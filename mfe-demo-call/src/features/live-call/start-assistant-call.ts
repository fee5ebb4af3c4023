import { MISSING_ASSISTANT } from './call-messages';
import type { VapiCall } from './vapi-sdk';

/**
 * Our check for a start with nothing to call. The SDK's own check words
 * it differently ("…or Workflow…"), so this runs first.
 */
export function requireAssistantId(assistantId: string | undefined): string {
  const id = assistantId?.trim();
  if (!id) throw new Error(MISSING_ASSISTANT);
  return id;
}

/** Starts a web call with one assistant: the SDK posts `{ assistantId }` to /call/web and joins the room. */
export function startAssistantCall(call: VapiCall, assistantId: string | undefined): Promise<unknown> {
  return call.start(requireAssistantId(assistantId));
}
