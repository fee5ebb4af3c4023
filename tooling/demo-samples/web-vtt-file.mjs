// A sample call's captions as WebVTT, each cue naming its speaker as the site's reader expects (<v Agent>, <v Caller>).

const VOICE_NAMES = { agent: 'Agent', caller: 'Caller' };

/** "00:01:02.500" for 62.5 s. */
function timestamp(seconds) {
  const millis = Math.round(seconds * 1000);
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/** Text a cue may hold as it is: WebVTT reads "&", "<" and ">" as markup. */
const escaped = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param {{ start: number, end: number, speaker: 'agent' | 'caller', text: string }[]} cues
 * @param {string} title  what the file's first line says after WEBVTT
 */
export function webVttFile(cues, title) {
  const blocks = cues.map(
    (cue) => `${timestamp(cue.start)} --> ${timestamp(cue.end)}\n<v ${VOICE_NAMES[cue.speaker]}>${escaped(cue.text)}`,
  );
  return `WEBVTT - ${title}\n\n${blocks.join('\n\n')}\n`;
}
