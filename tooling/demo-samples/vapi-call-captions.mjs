// A recorded Vapi call's captions: the call's messages (as Vapi's API returns a call, `artifact.messages`), each
// timed from the start of the call, the assistant's as the agent's and the customer's as the caller's.

const SPEAKERS = { bot: 'agent', assistant: 'agent', user: 'caller' };

/**
 * @param {unknown} call  the call as GET /call/:id returns it (or its `artifact`, or its `messages`)
 * @param {{ offsetSeconds?: number }} options  added to every time: the recording's start against the call's
 * @returns {{ start: number, end: number, speaker: 'agent' | 'caller', text: string }[]}
 */
export function vapiCallCues(call, { offsetSeconds = 0 } = {}) {
  const messages = call?.artifact?.messages ?? call?.messages ?? (Array.isArray(call) ? call : undefined);
  if (!Array.isArray(messages))
    throw new Error('the call has no messages (artifact.messages): is it a Vapi call as GET /call/:id returns it?');
  const cues = messages.flatMap((message, index) => {
    const speaker = SPEAKERS[message?.role];
    if (!speaker) return []; // the system prompt, tool calls and their results: not heard
    const { secondsFromStart, time, endTime } = message;
    const text = String(message.message ?? '').trim();
    if (![secondsFromStart, time, endTime].every(Number.isFinite) || !text || endTime <= time) {
      throw new Error(`message ${index} (${message.role}) has no text, or no secondsFromStart, time and endTime to time it`);
    }
    const start = Math.max(0, secondsFromStart + offsetSeconds);
    return [{ start, end: start + (endTime - time) / 1000, speaker, text }];
  });
  if (!cues.length) throw new Error('the call has no message of the assistant or the customer');
  return cues.sort((a, b) => a.start - b.start);
}
