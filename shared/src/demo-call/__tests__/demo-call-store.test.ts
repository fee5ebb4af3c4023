import {
  agentSpeechChanged,
  agentVolumeChanged,
  callConnecting,
  callEnded,
  callEnding,
  callHungUp,
  callLive,
  callRequested,
  captionHeard,
  consentAsked,
  demoCallStore,
  idleDemoCall,
  muteChanged,
} from '../demo-call-store';

const state = () => demoCallStore.getState();
const lines = () => state().captions.map(({ speaker, text, final }) => `${speaker}${final ? '' : '…'}: ${text}`);

function liveCall() {
  callConnecting('leadQualification', 1_000);
  callLive(2_000);
}

describe('the demo-call store transitions', () => {
  it('consent, loading and connecting each start from a clean call for the pressed agent', () => {
    consentAsked('policyRenewal');
    expect(state()).toEqual({ ...idleDemoCall, activeAgent: 'policyRenewal', phase: 'consent' });
    callRequested('customerSupport', 500);
    expect(state()).toEqual({ ...idleDemoCall, activeAgent: 'customerSupport', phase: 'loading', requestedAt: 500 });
    muteChanged(true);
    callConnecting('customerSupport', 500);
    expect(state()).toEqual({ ...idleDemoCall, activeAgent: 'customerSupport', phase: 'connecting', requestedAt: 500 });
  });

  it('goes live only from connecting', () => {
    callLive(2_000);
    expect(state().phase).toBe('idle');
    callConnecting('appointmentBooking', 1_000);
    callLive(2_000);
    expect(state()).toMatchObject({ phase: 'live', liveSince: 2_000, requestedAt: 1_000 });
  });

  it('ends through "ending", and a newer call is not cleared by the old hang-up', () => {
    liveCall();
    callEnding();
    expect(state()).toMatchObject({ activeAgent: 'leadQualification', phase: 'ending' });
    callHungUp();
    expect(state()).toEqual(idleDemoCall);

    liveCall();
    callEnding();
    callConnecting('mortgageSupport', 3_000);
    callHungUp();
    expect(state()).toMatchObject({ activeAgent: 'mortgageSupport', phase: 'connecting' });
    callEnding();
    callEnded();
    expect(state()).toEqual(idleDemoCall);
  });

  it('shows the agent speaking and its level, clamped to 0..1, only while live', () => {
    agentSpeechChanged(true);
    agentVolumeChanged(0.5);
    expect(state()).toMatchObject({ agentSpeaking: false, volume: 0 });
    liveCall();
    agentSpeechChanged(true);
    agentVolumeChanged(1.7);
    expect(state()).toMatchObject({ agentSpeaking: true, volume: 1 });
    agentVolumeChanged(-1);
    expect(state().volume).toBe(0);
    agentVolumeChanged(0.4);
    agentSpeechChanged(false);
    expect(state()).toMatchObject({ agentSpeaking: false, volume: 0 });
  });

  it('mutes while connecting or live, and a new call starts unmuted', () => {
    muteChanged(true);
    expect(state().muted).toBe(false);
    callConnecting('customerSupport', 1);
    muteChanged(true);
    expect(state().muted).toBe(true);
    callLive(2);
    muteChanged(false);
    expect(state().muted).toBe(false);
    muteChanged(true);
    callConnecting('policyRenewal', 3);
    expect(state().muted).toBe(false);
  });

  it('captions: partial lines are replaced by final ones, per speaker, newest at the bottom', () => {
    liveCall();
    captionHeard('agent', 'Hello', false);
    captionHeard('agent', 'Hello, this is Ava', false);
    captionHeard('you', 'Hi', false);
    captionHeard('agent', 'Hello, this is Ava.', true);
    captionHeard('you', 'Hi there', true);
    captionHeard('agent', 'How can I help?', true);
    captionHeard('you', '   ', true);
    expect(lines()).toEqual(['agent: Hello, this is Ava.', 'you: Hi there', 'agent: How can I help?']);
    expect(new Set(state().captions.map((line) => line.id)).size).toBe(3);
  });

  it('captions: none before the call is live, and none left once it ends', () => {
    callConnecting('leadQualification', 1);
    captionHeard('agent', 'too early', true);
    expect(state().captions).toEqual([]);
    callLive(2);
    captionHeard('agent', 'Hello', true);
    callEnding();
    captionHeard('you', 'after the end', true);
    expect(lines()).toEqual(['agent: Hello']);
    callHungUp();
    expect(state().captions).toEqual([]);
  });

  it('captions: a line keeps the time it was first heard as its words are corrected', () => {
    liveCall();
    captionHeard('you', 'Hi', false, 5_000);
    captionHeard('you', 'Hi there', true, 5_800);
    expect(state().captions).toMatchObject([{ text: 'Hi there', heardAt: 5_000 }]);
  });
});
