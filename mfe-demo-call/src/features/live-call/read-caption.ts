import type { CaptionSpeaker } from '@callvera/shared/demo-call';

export interface Caption {
  speaker: CaptionSpeaker;
  text: string;
  final: boolean;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * A transcript line from a Vapi `message` event, or null for any other message.
 * Matched by `type` prefix: older schemas send `transcript` with a
 * `transcriptType`, newer ones `transcript[transcriptType="final"]`.
 */
export function readCaption(message: unknown): Caption | null {
  const type = field(message, 'type');
  const text = field(message, 'transcript');
  const role = field(message, 'role');
  if (typeof type !== 'string' || !type.startsWith('transcript') || typeof text !== 'string') return null;
  if (role !== 'assistant' && role !== 'user') return null;
  const final = field(message, 'transcriptType') === 'final' || type.includes('"final"');
  return { speaker: role === 'assistant' ? 'agent' : 'you', text, final };
}
