/* global window */
// A stand-in for Daily's call machine bundle (call-machine-object-bundle.js), served by the
// test in place of https://c.daily.co/call-machine/versioned/<daily-version>/... so a call can
// connect with no network. It speaks the private window.postMessage protocol of daily-js 0.87.0
// (messages tagged what: 'iframe-call-message', from 'module' to us, 'embedded' back), just
// enough for @vapi-ai/web: join, the agent's "listening" app message, remote audio levels, leave,
// and (with window.__fakeCallMachineScenario = 'microphone-denied') Daily's camera-error.
// Like Daily, it opens the microphone on join, turns it off and on for setLocalAudio, and
// stops it on leave. window.__fakeAgent.say(role, transcript, transcriptType, type?) sends a
// Vapi transcript message on every call in progress; window.__fakeAgent.turn(...) plays a whole turn
// with known timings: the visitor speaks, the service says they stopped, and the agent's voice is first
// heard (its audio level) exactly `answersAfterMs` later.
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
  // When each call's greeting (the levels posted on join) is over: a turn waits for it.
  const quietFrom = new Map();
  const appMessage = (id, message) => post(id, { action: 'app-message', data: JSON.stringify(message), fromId: 'vapi-speaker' });
  const level = (id, value) => post(id, { action: 'remote-participants-audio-level', participantsAudioLevel: { 'vapi-speaker': value } });
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
  /** For each turn played: when "stopped" went out and when the answer's first level did (performance.now()). */
  const turnsPlayed = [];
  window.__fakeAgent = {
    turnsPlayed,
    say(role, transcript, transcriptType, type = 'transcript') {
      for (const id of microphones.keys()) appMessage(id, { type, role, transcriptType, transcript });
    },
    /**
     * One turn on every call in progress, once its greeting is over: the visitor speaks for `speaksForMs`,
     * the service sends speech-update stopped (and their final words), and the agent's level rises
     * `answersAfterMs` later, for `answerLastsMs`, sampled every 100 ms as Daily does. Resolves when it is over.
     */
    turn({ visitorWords, agentWords, answersAfterMs, speaksForMs = 800, answerLastsMs = 1_200 }) {
      const ids = [...microphones.keys()];
      const startIn = Math.max(0, ...ids.map((id) => (quietFrom.get(id) ?? 0) - Date.now()));
      for (const id of ids) {
        later(id, startIn, () => {
          appMessage(id, { type: 'speech-update', role: 'user', status: 'started', turn: 1 });
          appMessage(id, { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: visitorWords.split(' ')[0] });
        });
        later(id, startIn + speaksForMs, () => {
          appMessage(id, { type: 'speech-update', role: 'user', status: 'stopped', turn: 1 });
          const played = { stoppedAt: performance.now(), answeredAt: null };
          turnsPlayed.push(played);
          appMessage(id, { type: 'transcript', role: 'user', transcriptType: 'final', transcript: visitorWords });
          // From the moment "stopped" went out, on the page's own timers: the answer sounds answersAfterMs later
          // (later still when the page's main thread is busy; turnsPlayed says when it really did).
          setTimeout(() => {
            if (!microphones.has(id)) return;
            played.answeredAt = performance.now();
            level(id, 0.09); // the first sound of the answer
            appMessage(id, { type: 'speech-update', role: 'assistant', status: 'started', turn: 1 });
            for (let t = 100; t < answerLastsMs; t += 100) later(id, t, () => level(id, 0.09));
            later(id, answerLastsMs, () => {
              level(id, 0);
              appMessage(id, { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: agentWords });
              appMessage(id, { type: 'speech-update', role: 'assistant', status: 'stopped', turn: 1 });
            });
            for (let t = answerLastsMs + 100; t <= answerLastsMs + 1_000; t += 100) later(id, t, () => level(id, 0));
          }, answersAfterMs);
        });
      }
      const lasts = startIn + speaksForMs + answersAfterMs + answerLastsMs + 1_100;
      return new Promise((resolve) => setTimeout(resolve, lasts));
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
        const value = t < 2_000 ? 0.09 : 0;
        later(id, t, () => level(id, value));
      }
      quietFrom.set(id, Date.now() + 3_100);
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
