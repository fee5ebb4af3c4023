import { useId, useRef } from 'react';
import { setDemoCallMuted, stopDemoCall, useDemoCall, type SamplePlayback } from '@callvera/shared/demo-call';
import { demoAgent } from '@callvera/shared/demo-agents';
import { useCallTimer } from '@callvera/shared/call-timer';
import { CallCaptions } from './CallCaptions';
import { SampleControls, sampleCaptions } from './SampleControls';
import { StartSound } from './StartSound';
import { SpeakingMeter } from './SpeakingMeter';
import { useBarHeight } from './use-bar-height';
import { useCallAnnouncement, type SampleMoment } from './use-call-announcement';
import { useCaptionsPreference } from './use-captions-preference';
import frame from './call-bar-frame.module.css';
import styles from './call-bar.module.css';

function sampleMoment(sample: SamplePlayback | null, soundBlocked: boolean): SampleMoment {
  if (!sample) return 'loading';
  if (soundBlocked) return 'sound-blocked';
  return sample.paused ? 'paused' : 'playing';
}

/**
 * The running demo call, on every route: who it is with, how it is going, the
 * words said, and the controls to mute or end it; for a sample call, to pause, seek or stop it. Fixed to the bottom of the
 * window, so it never moves the page.
 */
export function CallBar() {
  const activeAgent = useDemoCall((state) => state.activeAgent);
  const phase = useDemoCall((state) => state.phase);
  const liveSince = useDemoCall((state) => state.liveSince);
  const speaking = useDemoCall((state) => state.agentSpeaking);
  const volume = useDemoCall((state) => state.volume);
  const muted = useDemoCall((state) => state.muted);
  const liveCaptions = useDemoCall((state) => state.captions);
  const isSample = useDemoCall((state) => state.kind === 'sample');
  const sample = useDemoCall((state) => (state.kind === 'sample' ? state.sample : null));
  const soundBlocked = useDemoCall((state) => state.soundBlocked);
  const elapsed = useCallTimer(phase === 'live' ? liveSince : null);
  const [captionsShown, setCaptionsShown] = useCaptionsPreference();
  const bar = useRef<HTMLElement>(null);
  useBarHeight(bar);
  const id = useId();
  const titleId = `${id}-title`;
  const captionsId = `${id}-captions`;
  const agent = activeAgent ? demoAgent(activeAgent) : null;
  const announcement = useCallAnnouncement(
    agent?.name ?? 'the agent',
    phase,
    muted,
    isSample ? sampleMoment(sample, soundBlocked) : soundBlocked ? 'sound-blocked' : null,
  );
  if (!agent) return null;

  const ending = phase === 'ending';
  const captions = isSample ? sampleCaptions(sample) : liveCaptions;
  const captionsToggle = (
    <button
      type="button"
      className="pill-button"
      aria-expanded={captionsShown}
      aria-controls={captionsId}
      onClick={() => setCaptionsShown(!captionsShown)}
    >
      {captionsShown ? 'Hide captions' : 'Show captions'}
    </button>
  );
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section ref={bar} className={`${frame.frame} ${styles.bar}`} data-phase={phase} aria-labelledby={titleId}>
        <div className={frame.row}>
          <span className={styles.avatar} style={{ borderColor: agent.accent }} aria-hidden="true">
            {agent.name[0]}
          </span>
          <div className={styles.who}>
            <h2 id={titleId} className={styles.name}>
              <span className="visually-hidden">{isSample ? 'Sample call with ' : 'Demo call with '}</span>
              {agent.name}
            </h2>
            <p className={styles.role}>
              {agent.role} agent
              {isSample && (sample?.synthesized === false ? ' · recorded call' : ' · synthesized sample')}
            </p>
          </div>
          {isSample ? (
            <SampleControls sample={sample} soundBlocked={soundBlocked} captionsToggle={captionsToggle} />
          ) : (
            <>
              <p className={styles.state}>
                <span className={styles.dot} aria-hidden="true" />
                {phase === 'live' ? (
                  <>
                    Live <time className={styles.elapsed}>{elapsed ?? '00:00'}</time>
                  </>
                ) : ending ? (
                  'Ending…'
                ) : (
                  'Connecting…'
                )}
              </p>
              <SpeakingMeter agentName={agent.name} live={phase === 'live'} speaking={speaking} volume={volume} />
              <div className={styles.controls}>
                {soundBlocked && phase === 'live' && <StartSound />}
                {captionsToggle}
                <button type="button" className="pill-button" disabled={ending} onClick={() => setDemoCallMuted(!muted)}>
                  {muted ? 'Unmute' : 'Mute'}
                </button>
                <button type="button" className={`pill-button ${styles.end}`} disabled={ending} onClick={stopDemoCall}>
                  End call
                </button>
              </div>
            </>
          )}
        </div>
        {captionsShown ? (
          <CallCaptions id={captionsId} agentName={agent.name} lines={captions} recording={isSample} />
        ) : (
          <div id={captionsId} hidden />
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </section>
    </>
  );
}
