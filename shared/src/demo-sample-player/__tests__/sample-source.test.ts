import { forgetReportedSampleFailures } from '../../demo-samples/demo-samples';
import { integrity, serve, type ServedFile } from '../../demo-samples/__tests__/served-sample-files';
import { deployedSamples } from '../sample-source';

const AUDIO = new Uint8Array([0xff, 0xf3, 0x44, 0xc4, 9, 8, 7]);
const RECORDED =
  'WEBVTT\n\n00:00.300 --> 00:02.000\n<v Agent>Brightline support, Liam here.\n\n00:02.600 --> 00:04.000\n<v Caller>My router drops.\n';

function deployment(captions: ServedFile = RECORDED): Record<string, ServedFile> {
  const samplesJson = JSON.stringify({
    samples: {
      customerSupport: {
        synthesized: false,
        audio: [{ url: '/samples/customerSupport.mp3', type: 'audio/mpeg', integrity: integrity(AUDIO) }],
        captions: { url: '/samples/customerSupport.vtt', integrity: integrity(RECORDED) },
      },
    },
  });
  return { '/samples.json': samplesJson, '/samples/customerSupport.mp3': AUDIO, '/samples/customerSupport.vtt': captions };
}

const fetched = () => (global.fetch as jest.Mock).mock.calls.map(([url]) => String(url));

beforeEach(() => {
  forgetReportedSampleFailures();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  URL.createObjectURL = jest.fn(() => 'blob:sample');
  HTMLMediaElement.prototype.canPlayType = jest.fn((type: string) => (type === 'audio/mpeg' ? 'maybe' : ''));
});

describe('the deployed samples', () => {
  it('read a recording’s words for its card, then play it without asking for its captions again', async () => {
    serve(deployment());
    const source = deployedSamples();
    await expect(source.readList()).resolves.toMatchObject({ customerSupport: 'recorded', leadQualification: 'missing' });
    const words = await source.words('customerSupport');
    expect(words.map((cue) => cue.text)).toEqual(['Brightline support, Liam here.', 'My router drops.']);
    await expect(source.load('customerSupport')).resolves.toMatchObject({ cues: words, synthesized: false });
    expect(fetched()).toEqual(['/samples.json', '/samples/customerSupport.vtt', '/samples/customerSupport.mp3']);
  });

  it('ask for captions again once they failed: a later press may find them fixed', async () => {
    serve(deployment({ status: 503 }));
    const source = deployedSamples();
    await expect(source.words('customerSupport')).rejects.toMatchObject({ failure: 'missing' });
    serve(deployment());
    await expect(source.load('customerSupport')).resolves.toMatchObject({ synthesized: false });
    // The list read before is kept; the captions are asked for anew.
    expect(fetched().sort()).toEqual(['/samples/customerSupport.mp3', '/samples/customerSupport.vtt']);
  });
});
