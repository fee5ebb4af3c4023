import { callConnecting, callEnded, callLive, callRequested } from '@callvera/shared/demo-call';
import { watchDemoCalls } from '../demo-call-conversions';
import type { FieldEventOwnFields } from '../field-event-emitter';

function watch() {
  const sent: FieldEventOwnFields[] = [];
  watchDemoCalls((event) => sent.push(event));
  return sent;
}

describe('demo calls as conversions', () => {
  it('count one request per press, however many steps it takes, and one call that went live', () => {
    const sent = watch();
    callRequested('leadQualification', 1000); // the engine is on its way
    callConnecting('leadQualification', 1000);
    callLive(4000);
    callEnded();
    callConnecting('customerSupport', 9000); // a second call, the engine already here
    expect(sent).toEqual([
      { name: 'conversion', action: 'demo-call-requested', agent: 'leadQualification' },
      { name: 'conversion', action: 'demo-call-live', agent: 'leadQualification' },
      { name: 'conversion', action: 'demo-call-requested', agent: 'customerSupport' },
    ]);
  });

  it('count a call already under way when the stream arrives', () => {
    callConnecting('policyRenewal', 1000);
    callLive(2000);
    expect(watch()).toEqual([
      { name: 'conversion', action: 'demo-call-requested', agent: 'policyRenewal' },
      { name: 'conversion', action: 'demo-call-live', agent: 'policyRenewal' },
    ]);
  });
});
