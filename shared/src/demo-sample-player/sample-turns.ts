import type { SampleCue, TurnTiming } from '@callvera/shared/demo-call';

const ms = (seconds: number) => Math.round(seconds * 1000);

/**
 * The agent's response time at each turn of a recording, from its captions' timings: a turn is the caller's
 * lines up to the agent's next one, timed from the end of the caller's last line to the start of the
 * agent's answer. Read as a live call is: an answer begun before the caller finished was talked over, and
 * a caller with no answer before the recording ends is a call that ended first.
 */
export function turnsOfRecording(cues: readonly SampleCue[]): TurnTiming[] {
  const ordered = [...cues].sort((a, b) => a.start - b.start);
  const turns: TurnTiming[] = [];
  let callerStoppedAt: number | null = null;
  for (const cue of ordered) {
    if (cue.speaker === 'caller') {
      callerStoppedAt = Math.max(callerStoppedAt ?? 0, cue.end);
      continue;
    }
    if (callerStoppedAt === null) continue;
    const visitorStoppedAtMs = ms(callerStoppedAt);
    turns.push(
      cue.start < callerStoppedAt
        ? { kind: 'talked-over', visitorStoppedAtMs }
        : { kind: 'measured', visitorStoppedAtMs, responseMs: ms(cue.start) - visitorStoppedAtMs },
    );
    callerStoppedAt = null;
  }
  if (callerStoppedAt !== null) turns.push({ kind: 'call-ended', visitorStoppedAtMs: ms(callerStoppedAt) });
  return turns;
}
