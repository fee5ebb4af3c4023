import { parseWebVtt, SampleError } from '../demo-samples';

const failureOf = (text: string) => {
  try {
    parseWebVtt(text);
  } catch (error) {
    return error as SampleError;
  }
  throw new Error('parsed');
};

describe('parseWebVtt', () => {
  it('reads both speakers, in the order heard, whatever else a valid file holds', () => {
    const vtt = [
      '\uFEFFWEBVTT - Ava, lead qualification',
      'Kind: captions',
      '',
      'NOTE recorded from a live call',
      '',
      'STYLE',
      '::cue(v[voice="Agent"]) { color: violet }',
      '',
      'turn-2',
      '00:04.250 --> 00:06.000 align:start line:90%',
      '<v.loud Caller>Yes, go <i>ahead</i>.</v>',
      '',
      '00:00:00.500 --> 00:00:03.900',
      '<v Agent>Hi, this is Ava &amp; Dana',
      'from Harbor&nbsp;Homes.',
      '',
      '01:00:00.000 --> 01:00:01.500',
      '<v agent>Bye<00:00:00.750>now',
      '',
    ].join('\r\n');
    expect(parseWebVtt(vtt)).toEqual([
      { start: 0.5, end: 3.9, speaker: 'agent', text: 'Hi, this is Ava & Dana from Harbor\u00a0Homes.' },
      { start: 4.25, end: 6, speaker: 'caller', text: 'Yes, go ahead.' },
      { start: 3600, end: 3601.5, speaker: 'agent', text: 'Byenow' },
    ]);
  });

  it.each([
    ['a file that is no WebVTT', '1\n00:00:01,000 --> 00:00:02,000\nHi', 'it does not start with WEBVTT'],
    ['a comma timestamp (SubRip)', 'WEBVTT\n\n00:01,000 --> 00:02.000\n<v Agent>Hi', 'line 3: "00:01,000" is not a WebVTT timestamp'],
    ['a cue without its speaker', 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi', 'line 4: each cue must name its speaker'],
    ['a speaker who is neither', 'WEBVTT\n\n00:01.000 --> 00:02.000\n<v Dana>Hi', 'line 4: each cue must name its speaker'],
    ['a cue that ends before it starts', 'WEBVTT\n\n00:03.000 --> 00:02.000\n<v Agent>Hi', 'line 3: the cue ends before it starts'],
    ['a block with no timing', 'WEBVTT\n\nhello\nthere', 'line 4: expected a cue timing'],
    ['a cue with no words', 'WEBVTT\n\n00:01.000 --> 00:02.000\n<v Agent></v>', 'line 4: the cue has no text'],
    ['no cue at all', 'WEBVTT\n\nNOTE nothing yet\n', 'it holds no cue'],
  ])('refuses %s, naming the line', (_, vtt, detail) => {
    const error = failureOf(vtt);
    expect(error).toBeInstanceOf(SampleError);
    expect(error.failure).toBe('unreadable');
    expect(error.message).toContain(detail);
  });
});
