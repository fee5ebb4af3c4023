import {
  forgetReportedSampleFailures,
  loadSampleList,
  parseSampleList,
  forgetSampleFailures,
  takeSampleFailures,
  sampleEntry,
  SampleError,
} from '../demo-samples';
import { rejectionOf } from './rejection-of';

const file = (name: string) => ({ url: `/samples/${name}`, integrity: 'sha384-AAAA' });
const goodEntry = {
  synthesized: false,
  audio: [{ ...file('ava.mp3'), type: 'audio/mpeg' }],
  captions: file('ava.vtt'),
};

const served = (body: string, init: ResponseInit = {}) =>
  jest.fn(async () => new Response(body, { headers: { 'content-type': 'application/json' }, ...init }));

describe('parseSampleList', () => {
  it('keeps each agent’s entry', () => {
    const list = parseSampleList({ samples: { leadQualification: goodEntry } });
    expect(sampleEntry(list, 'leadQualification')).toEqual(goodEntry);
    expect(sampleEntry(list, 'policyRenewal')).toBeUndefined();
    expect(list.unknownKeys).toEqual([]);
  });

  it('switches off only a bad entry, naming the bad value', () => {
    const list = parseSampleList({
      samples: {
        leadQualification: goodEntry,
        policyRenewal: { ...goodEntry, audio: [{ ...goodEntry.audio[0], integrity: 'md5-xyz' }] },
        customerSupport: { ...goodEntry, captions: { url: 'https://elsewhere.example/a.vtt', integrity: 'sha384-AAAA' } },
        mortgageSupport: { ...goodEntry, audio: [] },
        salesQualification: { ...goodEntry, synthesized: 'yes' },
      },
    });
    expect(sampleEntry(list, 'leadQualification')).toBeDefined();
    expect(list.samples.policyRenewal).toEqual({
      problem: '/samples.json: "samples.policyRenewal.audio.0.integrity" must be a Subresource Integrity hash such as sha384-<base64>',
    });
    expect(list.samples.customerSupport).toEqual({
      problem: '/samples.json: "samples.customerSupport.captions.url" must be a path on this site, starting with /',
    });
    expect(list.samples.mortgageSupport).toEqual({
      problem: '/samples.json: "samples.mortgageSupport.audio" must name at least one audio file',
    });
    expect(list.samples.salesQualification).toEqual({
      problem: '/samples.json: "samples.salesQualification.synthesized" must be true or false',
    });
  });

  it('names keys that are no demo agent’s', () => {
    expect(parseSampleList({ samples: { leadQualifcation: goodEntry } }).unknownKeys).toEqual(['leadQualifcation']);
  });

  it.each([[null], [[]], [{}], [{ samples: [] }], ['samples']])('refuses %j as a whole', (raw) => {
    expect(() => parseSampleList(raw)).toThrow(
      new SampleError('unreadable', '/samples.json must hold a JSON object with a "samples" object (agent → its sample)'),
    );
  });
});

describe('loadSampleList', () => {
  beforeEach(() => {
    forgetReportedSampleFailures();
    forgetSampleFailures();
  });

  it('fetches the deployed list afresh and checks it', async () => {
    global.fetch = served(JSON.stringify({ samples: { leadQualification: goodEntry } }));
    const list = await loadSampleList();
    expect(sampleEntry(list, 'leadQualification')).toEqual(goodEntry);
    expect(global.fetch).toHaveBeenCalledWith('/samples.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('warns in the console of a key that is no demo agent’s', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = served(JSON.stringify({ samples: { ava: goodEntry } }));
    await loadSampleList();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/samples.json: no demo agent is called "ava" (known: leadQualification,'));
  });

  it.each([
    ['missing', 'not deployed', served('Not found', { status: 404 }), '/samples.json is missing (HTTP 404)'],
    [
      'missing',
      'answered by a page',
      served('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      '/samples.json is missing (the server answered with a web page)',
    ],
    ['unreadable', 'not JSON', served('{"samples":'), '/samples.json is not valid JSON'],
    [
      'unreadable',
      'not reached',
      jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      '/samples.json could not be fetched (Failed to fetch)',
    ],
  ])('rejects as %s a list %s, and says so in the console and to the field events', async (failure, _, fetch, message) => {
    global.fetch = fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reported = jest.fn();
    takeSampleFailures(reported);
    const error = await rejectionOf(loadSampleList());
    expect(error).toBeInstanceOf(SampleError);
    expect([error.failure, error.message]).toEqual([failure, message]);
    expect(warn).toHaveBeenCalledWith(`No sample call can be played (${failure}): ${message}`);
    expect(reported).toHaveBeenCalledWith({ detail: { sampleFailure: failure }, at: expect.any(Number), path: '/' });
  });
});
