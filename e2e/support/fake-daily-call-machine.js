/* global window */
// A stand-in for Daily's call machine bundle (call-machine-object-bundle.js), served by the
// test in place of https://c.daily.co/call-machine/versioned/<daily-version>/... so a call can
// connect with no network. It speaks the private window.postMessage protocol of daily-js 0.87.0
// (messages tagged what: 'iframe-call-message', from 'module' to us, 'embedded' back), just
// enough for @vapi-ai/web: join, the agent's "listening" app message, remote audio levels, leave,
// and (with window.__fakeCallMachineScenario = 'microphone-denied') Daily's camera-error.
// Like Daily, it opens the microphone on join, turns it off and on for setLocalAudio, and
// stops it on leave. window.__fakeAgent.say(role, transcript, transcriptType, type?) sends a
// Vapi transcript message on every call in progress.
// It is tied to that daily-js version: pin daily-js, and check this again when it changes.
(() => {
  if (window.__fakeCallMachine) return; // daily-js loads the bundle once per call object
  const state = { joins: 0, leaves: 0 };
  window.__fakeCallMachine = state;
  const timers = new Map();
  const post = (callClientId, message) =>
    window.postMessage({ ...message, what: 'iframe-call-message', from: 'embedded', callClientId }, '*');
  const later = (callClientId, ms, fn) => {
    const list = timers.get(callClientId) ?? [];
    list.push(setTimeout(fn, ms));
    timers.set(callClientId, list);
  };
  const microphones = new Map();
  const hangUp = (callClientId) => {
    (timers.get(callClientId) ?? []).forEach(clearTimeout);
    timers.delete(callClientId);
    Promise.resolve(microphones.get(callClientId)).then((stream) => stream?.getTracks().forEach((track) => track.stop()));
    microphones.delete(callClientId);
  };
  const openMicrophone = (callClientId) => {
    const stream = navigator.mediaDevices?.getUserMedia({ audio: true }).catch(() => null) ?? null;
    microphones.set(callClientId, stream);
  };
  window.__fakeAgent = {
    say(role, transcript, transcriptType, type = 'transcript') {
      const data = JSON.stringify({ type, role, transcriptType, transcript });
      for (const id of microphones.keys()) post(id, { action: 'app-message', data, fromId: 'vapi-speaker' });
    },
  };

  window.addEventListener('message', ({ data }) => {
    if (!data || data.what !== 'iframe-call-message' || data.from !== 'module') return;
    const id = data.callClientId;
    if (data.action === 'join-meeting') {
      state.joins += 1;
      if (window.__fakeCallMachineScenario !== 'microphone-denied') openMicrophone(id);
      if (window.__fakeCallMachineScenario === 'microphone-denied') {
        // What Daily reports when getUserMedia is refused; it joins anyway, without a microphone.
        const error = { type: 'permissions', blockedBy: 'user', blockedMedia: ['audio'], msg: 'Permission denied' };
        post(id, { action: 'camera-error', errorMsg: { errorMsg: 'Permission denied', audioOk: false, videoOk: true }, error });
      }
      post(id, { action: 'joined-meeting', participants: {}, internal: {} });
      // The agent joins, says it is listening (Vapi's call-start), then talks for a moment.
      later(id, 400, () => post(id, { action: 'app-message', data: 'listening', fromId: 'vapi-speaker' }));
      for (let t = 600; t <= 3_000; t += 100) {
        const level = t < 2_000 ? 0.09 : 0;
        later(id, t, () => post(id, { action: 'remote-participants-audio-level', participantsAudioLevel: { 'vapi-speaker': level } }));
      }
    }
    if (data.action === 'local-audio') {
      Promise.resolve(microphones.get(id)).then((stream) => stream?.getAudioTracks().forEach((track) => (track.enabled = data.state)));
    }
    if (data.action === 'leave-meeting') {
      state.leaves += 1;
      hangUp(id);
      post(id, { action: 'left-meeting' });
    }
  });
})();
