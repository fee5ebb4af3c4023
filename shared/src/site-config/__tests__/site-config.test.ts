import defaultConfig from '../../../site-config.json';
import { parseSiteConfig, SiteConfigError } from '../site-config';

const workingDemo = {
  publicKey: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  assistantIds: {
    leadQualification: 'a1',
    appointmentBooking: 'a2',
    salesQualification: 'a3',
    customerSupport: 'a4',
    reservationAssistant: 'a5',
    educationalReceptionist: 'a6',
    mortgageSupport: 'a7',
    policyRenewal: 'a8',
  },
};

describe('parseSiteConfig', () => {
  it('accepts the shipped default config, with live demos off and the reason named', () => {
    const config = parseSiteConfig(defaultConfig);
    expect(config.productName).toBe('Callvera');
    expect(config.demoCall.available).toBe(false);
    if (!config.demoCall.available) expect(config.demoCall.reason).toMatch(/"vapi.publicKey"/);
  });

  it('turns live demos on when the key and all eight assistant ids are set', () => {
    const config = parseSiteConfig({ ...defaultConfig, vapi: workingDemo });
    expect(config.demoCall).toMatchObject({ available: true, publicKey: workingDemo.publicKey });
  });

  it('names the assistant id that is missing', () => {
    const { policyRenewal: _omitted, ...sevenIds } = workingDemo.assistantIds;
    const config = parseSiteConfig({ ...defaultConfig, vapi: { ...workingDemo, assistantIds: sevenIds } });
    expect(config.demoCall).toEqual({ available: false, reason: expect.stringMatching(/"vapi.assistantIds.policyRenewal"/) });
  });

  it.each([
    ['email', 'not-an-email', /"email" must be an e-mail address/],
    ['bookingUrl', 'javascript:alert(1)', /"bookingUrl" must be an http\(s\) URL/],
    ['productName', '  ', /"productName" must not be empty/],
    ['phone', 'call us', /"phone" must be a phone number/],
  ])('names a bad %s', (field, value, message) => {
    expect(() => parseSiteConfig({ ...defaultConfig, [field]: value })).toThrow(message);
  });

  it('names a nested social link', () => {
    expect(() => parseSiteConfig({ ...defaultConfig, social: { ...defaultConfig.social, linkedin: 'linkedin' } })).toThrow(
      /"social.linkedin" must be an http\(s\) URL/,
    );
  });

  it('refuses a file that is not an object', () => {
    expect(() => parseSiteConfig('Callvera')).toThrow(SiteConfigError);
  });
});

describe('field events in the site config', () => {
  it('sends every page load to the collector path by default', () => {
    expect(parseSiteConfig(defaultConfig).fieldEvents).toEqual({ on: true, path: '/events', sampleRate: 1 });
  });

  it('is off, with no reason to report, when the section is absent', () => {
    const { fieldEvents: _absent, ...withoutEvents } = defaultConfig;
    expect(parseSiteConfig(withoutEvents).fieldEvents).toEqual({ on: false });
  });

  it.each([
    [{ path: 'https://collector.example/events', sampleRate: 1 }, /"fieldEvents.path" must be a path on this site/],
    [{ path: '//collector.example/events', sampleRate: 1 }, /"fieldEvents.path" must be a path on this site/],
    [{ path: '/events?debug=1', sampleRate: 1 }, /"fieldEvents.path" must be a path on this site with no query/],
    [{ path: '/events', sampleRate: 1.5 }, /"fieldEvents.sampleRate" must be a number from 0 to 1/],
    [{ path: '/events', sampleRate: -0.1 }, /"fieldEvents.sampleRate" must be a number from 0 to 1/],
    [{ path: '/events', sampleRate: '1' }, /"fieldEvents.sampleRate" must be a number from 0 to 1/],
    ['/events', /"fieldEvents" must hold path and sampleRate/],
  ])('switches events off and names what is wrong in %j', (fieldEvents, reason) => {
    const config = parseSiteConfig({ ...defaultConfig, fieldEvents });
    expect(config.fieldEvents).toEqual({ on: false, reason: expect.stringMatching(reason) });
    expect(config.productName).toBe('Callvera');
  });
});

describe('site paths in the site config', () => {
  it('refuses a path that the browser would read as another host', () => {
    for (const demoVideoUrl of ['//evil.example/video.mp4', '/\\evil.example/video.mp4']) {
      expect(() => parseSiteConfig({ ...defaultConfig, demoVideoUrl })).toThrow(/"demoVideoUrl"/);
    }
    expect(parseSiteConfig({ ...defaultConfig, demoVideoUrl: '/media/callvera-demo.mp4' }).demoVideoUrl).toBe('/media/callvera-demo.mp4');
  });
});
