import { useEffect, useRef } from 'react';
import type { CaptionLine } from '@callvera/shared/demo-call';
import styles from './call-bar.module.css';

interface CallCaptionsProps {
  id: string;
  agentName: string;
  lines: CaptionLine[];
  /** A sample call's recording: its other speaker is a caller, not the visitor. */
  recording?: boolean;
}

/** The call's words as they are said, newest at the bottom; a line still being heard shows as such. */
export function CallCaptions({ id, agentName, lines, recording = false }: CallCaptionsProps) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines]);
  return (
    <div id={id} ref={log} role="log" aria-label={recording ? 'Captions' : 'Live captions'} className={styles.captions} tabIndex={0}>
      {lines.length === 0 ? (
        <p className={styles.captionsEmpty}>
          {recording ? `Captions appear here as ${agentName} and the caller speak.` : `Captions appear here as you and ${agentName} speak.`}
        </p>
      ) : (
        lines.map((line) => (
          <p key={line.id} className={styles.caption} data-speaker={line.speaker} data-final={line.final}>
            <span className={styles.captionSpeaker}>
              {line.speaker === 'agent' ? `${agentName} (agent)` : recording ? 'Caller' : 'You'}:
            </span>{' '}
            {line.text}
          </p>
        ))
      )}
    </div>
  );
}
