import { callConnecting, callEnded, callEnding, callHungUp, callLive, callRequested, demoCallStore } from '@callvera/shared/demo-call';
import type { CallReceipt } from '@callvera/shared/demo-call';
import { receiptAnnounced, receiptDismissed, receiptIssued, receiptOnCardChanged } from '../receipt-transitions';

const state = () => demoCallStore.getState();
const receipt = (id: number): CallReceipt => ({
  id,
  agent: 'leadQualification',
  startedAt: 2_000,
  durationMs: 61_000,
  lines: [],
  turns: [],
  speechTimingReceived: true,
});

beforeEach(() => receiptDismissed());

describe("a call's receipt in the demo-call store", () => {
  it('is issued once the call is over, kept through a failed or declined press, and gone with another call', () => {
    callConnecting('leadQualification', 1_000);
    callLive(2_000);
    receiptIssued(receipt(1));
    // Not while a call runs.
    expect(state().receipt).toBeNull();
    callEnding();
    callHungUp();
    receiptIssued(receipt(1));
    receiptOnCardChanged(true);
    receiptAnnounced();
    expect(state()).toMatchObject({ receipt: { id: 1 }, receiptOnCard: true, receiptAnnounced: true });

    // A cancelled press is not another call.
    callEnded();
    expect(state().receipt?.id).toBe(1);
    // A second receipt replaces the first, and is announced afresh.
    receiptIssued(receipt(2));
    expect(state()).toMatchObject({ receipt: { id: 2 }, receiptAnnounced: false });
    // Another call takes it away.
    callRequested('customerSupport', 9_000);
    expect(state().receipt).toBeNull();
    callEnded();
  });

  it('goes when dismissed', () => {
    receiptIssued(receipt(3));
    receiptDismissed();
    expect(state().receipt).toBeNull();
  });
});
