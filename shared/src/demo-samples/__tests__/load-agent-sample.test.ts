import {
  forgetReportedSampleFailures,
  loadAgentSample,
  loadSampleWords,
  parseSampleList,
  takeSampleFailures,
  forgetSampleFailures,
  SampleError,
  type SampleFailureDetail,
  type SampleList,
} from '../demo-samples';
import { rejectionOf } from './rejection-of';
import { integrity, serve } from './served-sample-files';

const AUDIO = new Uint8Array([0xff, 0xf3, 0x44, 0xc4, 1, 2, 3, 4]);
const CAPTIONS = 'WEBVTT\n\n00:00.400 --> 00:02.900\n<v Agent>Hi, this is Ava.\n\n00:03.700 --> 00:05.250\n<v Caller>Hello!\n';
function sampleList(audio = [{ url: '/samples/ava.mp3', type: 'audio/mpeg', integrity: integrity(AUDIO) }]): SampleList {
  return parseSampleList({
    samples: { leadQualification: { synthesized: true, audio, captions: { url: '/samples/ava.vtt', integrity: integrity(CAPTIONS) } } },
  });
}

// jsdom's Blob has no arrayBuffer(); its FileReader reads one.
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

const blobs = new Map<string, Blob>();
let warned: jest.SpyInstance;
beforeEach(() => {
  forgetReportedSampleFailures();
  forgetSampleFailures();
  warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  blobs.clear();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:sample-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  // jsdom plays nothing: these tests say which types this browser plays.
  HTMLMediaElement.prototype.canPlayType = jest.fn((type: string) => (type === 'audio/mpeg' ? 'maybe' : ''));
});

describe('loadAgentSample', () => {
  it('hands the checked audio as an object URL, with the cues of both speakers', async () => {
    serve({ '/samples/ava.mp3': AUDIO, '/samples/ava.vtt': CAPTIONS });
    const sample = await loadAgentSample(sampleList(), 'leadQualification');
    expect(sample).toEqual({
      agentKey: 'leadQualification',
      audioUrl: 'blob:sample-0',
      mimeType: 'audio/mpeg',
      cues: [
        { start: 0.4, end: 2.9, speaker: 'agent', text: 'Hi, this is Ava.' },
        { start: 3.7, end: 5.25, speaker: 'caller', text: 'Hello!' },
      ],
      synthesized: true,
      durationSeconds: 5.25,
    });
    const blob = blobs.get(sample.audioUrl)!;
    expect(blob.type).toBe('audio/mpeg');
    expect(await bytesOf(blob)).toEqual(AUDIO);
  });

  it('takes the first audio this browser plays', async () => {
    serve({ '/samples/ava.mp3': AUDIO, '/samples/ava.vtt': CAPTIONS });
    const list = sampleList([
      { url: '/samples/ava.opus', type: 'audio/ogg; codecs=opus', integrity: integrity(AUDIO) },
      { url: '/samples/ava.mp3', type: 'audio/mpeg', integrity: integrity(AUDIO) },
    ]);
    await expect(loadAgentSample(list, 'leadQualification')).resolves.toMatchObject({ mimeType: 'audio/mpeg' });
    expect(global.fetch).not.toHaveBeenCalledWith('/samples/ava.opus', expect.anything());
  });

  it.each([
    [
      'mismatched',
      'audio with other bytes than its integrity',
      { '/samples/ava.mp3': new Uint8Array([...AUDIO, 0]), '/samples/ava.vtt': CAPTIONS },
      `/samples/ava.mp3 does not match its integrity ${integrity(AUDIO)}`,
    ],
    [
      'mismatched',
      'captions edited after their integrity was taken',
      { '/samples/ava.mp3': AUDIO, '/samples/ava.vtt': CAPTIONS.replace('Ava', 'Eva') },
      `/samples/ava.vtt does not match its integrity ${integrity(CAPTIONS)}`,
    ],
    [
      'missing',
      'captions not deployed',
      { '/samples/ava.mp3': AUDIO, '/samples/ava.vtt': { status: 404 } },
      '/samples/ava.vtt is missing (HTTP 404)',
    ],
    [
      'missing',
      'audio answered by the site’s page',
      { '/samples/ava.mp3': 'html' as const, '/samples/ava.vtt': CAPTIONS },
      '/samples/ava.mp3 is missing (the server answered with a web page)',
    ],
    ['unreadable', 'audio not reached', { '/samples/ava.vtt': CAPTIONS }, '/samples/ava.mp3 could not be fetched (Failed to fetch)'],
  ])('rejects as %s %s', async (failure, _, files, message) => {
    serve(files);
    const error = await rejectionOf(loadAgentSample(sampleList(), 'leadQualification'));
    expect(error).toBeInstanceOf(SampleError);
    expect([error.failure, error.message]).toEqual([failure, message]);
  });

  it('rejects as unreadable captions that are no WebVTT, naming the file and the line', async () => {
    const srt = '1\n00:00:00,400 --> 00:00:02,900\nHi';
    serve({ '/samples/ava.mp3': AUDIO, '/samples/ava.vtt': srt });
    const list = parseSampleList({
      samples: {
        leadQualification: {
          synthesized: false,
          audio: [{ url: '/samples/ava.mp3', type: 'audio/mpeg', integrity: integrity(AUDIO) }],
          captions: { url: '/samples/ava.vtt', integrity: integrity(srt) },
        },
      },
    });
    const error = await rejectionOf(loadAgentSample(list, 'leadQualification'));
    expect([error.failure, error.message]).toEqual([
      'unreadable',
      '/samples/ava.vtt: the captions are not valid WebVTT (it does not start with WEBVTT)',
    ]);
  });

  it('rejects as missing an agent the list names no sample for, and as unreadable one with a bad entry', async () => {
    const list = parseSampleList({ samples: { policyRenewal: { synthesized: true, audio: [] } } });
    const missing = await rejectionOf(loadAgentSample(list, 'leadQualification'));
    expect([missing.failure, missing.message]).toEqual(['missing', '/samples.json names no sample for leadQualification']);
    const bad = await rejectionOf(loadAgentSample(list, 'policyRenewal'));
    expect(bad.failure).toBe('unreadable');
    expect(bad.message).toContain('"samples.policyRenewal.audio" must name at least one audio file');
  });

  it('rejects as unreadable a sample whose audio this browser cannot play, fetching nothing', async () => {
    serve({});
    const list = sampleList([{ url: '/samples/ava.opus', type: 'audio/ogg; codecs=opus', integrity: integrity(AUDIO) }]);
    const error = await rejectionOf(loadAgentSample(list, 'leadQualification'));
    expect([error.failure, error.message]).toEqual([
      'unreadable',
      "/samples.json: this browser plays none of leadQualification's audio (audio/ogg; codecs=opus)",
    ]);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('says once in the console and to the field events why a sample cannot be played, however often a card asks', async () => {
    serve({ '/samples/ava.mp3': new Uint8Array([...AUDIO, 0]), '/samples/ava.vtt': CAPTIONS });
    const reported: SampleFailureDetail[] = [];
    takeSampleFailures(({ detail }) => reported.push(detail));
    await rejectionOf(loadAgentSample(sampleList(), 'leadQualification'));
    await rejectionOf(loadAgentSample(sampleList(), 'leadQualification'));
    await rejectionOf(loadAgentSample(sampleList(), 'policyRenewal'));
    expect(reported).toEqual([
      { agent: 'leadQualification', sampleFailure: 'mismatched' },
      { agent: 'policyRenewal', sampleFailure: 'missing' },
    ]);
    expect(warned.mock.calls).toEqual([
      [
        `The sample call of leadQualification cannot be played (mismatched): /samples/ava.mp3 does not match its integrity ${integrity(AUDIO)}`,
      ],
      ['The sample call of policyRenewal cannot be played (missing): /samples.json names no sample for policyRenewal'],
    ]);
  });
});

describe('loadSampleWords', () => {
  it('reads what the sample says from its captions, checked, without its audio', async () => {
    serve({ '/samples/ava.vtt': CAPTIONS });
    await expect(loadSampleWords(sampleList(), 'leadQualification')).resolves.toEqual([
      { start: 0.4, end: 2.9, speaker: 'agent', text: 'Hi, this is Ava.' },
      { start: 3.7, end: 5.25, speaker: 'caller', text: 'Hello!' },
    ]);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects captions edited after their integrity was taken, and says so once', async () => {
    serve({ '/samples/ava.vtt': CAPTIONS.replace('Ava', 'Eva') });
    const error = await rejectionOf(loadSampleWords(sampleList(), 'leadQualification'));
    expect([error.failure, error.message]).toEqual(['mismatched', `/samples/ava.vtt does not match its integrity ${integrity(CAPTIONS)}`]);
    await rejectionOf(loadSampleWords(sampleList(), 'leadQualification'));
    expect(warned).toHaveBeenCalledTimes(1);
  });

  it('hands its words to loadAgentSample, which then fetches only the audio', async () => {
    serve({ '/samples/ava.mp3': AUDIO, '/samples/ava.vtt': CAPTIONS });
    const words = loadSampleWords(sampleList(), 'leadQualification');
    const sample = await loadAgentSample(sampleList(), 'leadQualification', words);
    expect(sample.cues).toEqual(await words);
    expect((global.fetch as jest.Mock).mock.calls.map(([url]) => url)).toEqual(['/samples/ava.vtt', '/samples/ava.mp3']);
  });
});
