/** Who the service says started or stopped speaking, from a Vapi `speech-update` message; null for any other message. */
export interface SpeechUpdate {
  role: 'visitor' | 'agent';
  status: 'started' | 'stopped';
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

export function readSpeechUpdate(message: unknown): SpeechUpdate | null {
  if (field(message, 'type') !== 'speech-update') return null;
  const role = field(message, 'role');
  const status = field(message, 'status');
  if ((role !== 'user' && role !== 'assistant') || (status !== 'started' && status !== 'stopped')) return null;
  return { role: role === 'user' ? 'visitor' : 'agent', status };
}
