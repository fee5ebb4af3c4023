import type { VapiCall } from './vapi-sdk';

// The name Vapi's agent joins the call's room with.
const AGENT_PARTICIPANT = 'Vapi Speaker';

/**
 * Plays the agent's voice that the browser refused to play without a press (the SDK dropped its player),
 * from the call's own track, inside the visitor's press. Marked as the SDK marks its player, so the SDK
 * removes it when the agent leaves.
 */
export function playAgentSound(call: VapiCall): Promise<void> {
  const participants = Object.values(call.getDailyCallObject()?.participants() ?? {});
  const agent = participants.find((participant) => participant.user_name === AGENT_PARTICIPANT);
  const track = agent?.tracks?.audio?.persistentTrack;
  if (!agent || !track) return Promise.reject(new Error("The agent's voice is not on the call yet."));
  const player = document.createElement('audio');
  player.dataset.participantId = agent.session_id;
  player.srcObject = new MediaStream([track]);
  document.body.appendChild(player);
  return player.play().catch((error: unknown) => {
    player.remove();
    throw error;
  });
}
