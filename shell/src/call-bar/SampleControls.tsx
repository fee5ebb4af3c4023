import type { ReactNode } from 'react';
import {
  pauseDemoSample,
  resumeDemoSample,
  seekDemoSample,
  stopDemoCall,
  type CaptionLine,
  type SamplePlayback,
} from '@callvera/shared/demo-call';
import { formatCallTime } from '@callvera/shared/call-timer';
import { StartSound } from './StartSound';
import styles from './call-bar.module.css';

const clock = (seconds: number) => formatCallTime(seconds * 1000);

/** The recording's lines heard by now, as the captions show a live call's: seeking back takes later ones away. */
export function sampleCaptions(sample: SamplePlayback | null): CaptionLine[] {
  if (!sample) return [];
  return sample.cues.flatMap((cue, index) =>
    cue.start <= sample.positionSeconds
      ? [{ id: index, speaker: cue.speaker === 'agent' ? 'agent' : 'you', text: cue.text, final: true, heardAt: cue.start }]
      : [],
  );
}

interface SampleControlsProps {
  sample: SamplePlayback | null;
  soundBlocked: boolean;
  captionsToggle: ReactNode;
}

/**
 * A sample call's state and controls in the bar: where it is, pause or play, a slider to seek, and Stop.
 * When the browser refused to make sound without a fresh press, one button starts it, and takes focus.
 */
export function SampleControls({ sample, soundBlocked, captionsToggle }: SampleControlsProps) {
  return (
    <>
      <p className={styles.state}>
        <span className={styles.dot} aria-hidden="true" />
        {!sample ? (
          'Loading the sample…'
        ) : (
          <>
            {soundBlocked ? 'Ready' : sample.paused ? 'Paused' : 'Playing'}{' '}
            <span className={styles.elapsed}>
              <time>{clock(sample.positionSeconds)}</time> / <time>{clock(sample.durationSeconds)}</time>
            </span>
          </>
        )}
      </p>
      {sample && (
        <input
          className={styles.seek}
          type="range"
          min={0}
          max={sample.durationSeconds}
          step={0.1}
          value={Math.min(sample.positionSeconds, sample.durationSeconds)}
          aria-label="Position in the sample call"
          aria-valuetext={`${clock(sample.positionSeconds)} of ${clock(sample.durationSeconds)}`}
          onChange={(event) => seekDemoSample(Number(event.currentTarget.value))}
        />
      )}
      <div className={styles.controls}>
        {soundBlocked ? (
          <StartSound />
        ) : (
          <button type="button" className="pill-button" disabled={!sample} onClick={sample?.paused ? resumeDemoSample : pauseDemoSample}>
            {sample?.paused ? 'Play' : 'Pause'}
          </button>
        )}
        {captionsToggle}
        <button type="button" className={`pill-button ${styles.end}`} onClick={stopDemoCall}>
          Stop
        </button>
      </div>
    </>
  );
}
