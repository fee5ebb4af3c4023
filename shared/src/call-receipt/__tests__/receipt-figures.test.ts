import type { CallReceipt, TurnTiming } from '../../demo-call/call-receipt';
import { medianResponseMs, planShares, slowestResponseMs } from '../receipt-figures';
import { callClock, callLength, overagePrice, responseSummary, shareOfAllowance, turnLine } from '../receipt-words';

const measured = (responseMs: number, visitorStoppedAtMs = 0): TurnTiming => ({ kind: 'measured', visitorStoppedAtMs, responseMs });

describe('the response-time summary', () => {
  it('takes the middle of the measured turns, and their mean for an even count; the slowest is the largest', () => {
    expect(medianResponseMs([measured(900), measured(400), measured(1_300)])).toBe(900);
    expect(medianResponseMs([measured(600), measured(1_200)])).toBe(900);
    expect(slowestResponseMs([measured(600), measured(1_200), measured(700)])).toBe(1_200);
  });

  it('leaves out the turns that could not be timed, and has no figure without a measured one', () => {
    const turns: TurnTiming[] = [
      { kind: 'talked-over', visitorStoppedAtMs: 1_000 },
      measured(700),
      { kind: 'call-ended', visitorStoppedAtMs: 9_000 },
    ];
    expect(medianResponseMs(turns)).toBe(700);
    expect(medianResponseMs([{ kind: 'no-reply', visitorStoppedAtMs: 1 }])).toBeNull();
    expect(slowestResponseMs([])).toBeNull();
  });

  it('says in words what it has, or why there is nothing', () => {
    expect(responseSummary({ turns: [measured(600), measured(1_200)], speechTimingReceived: true })).toBe('Median 0.90 s, slowest 1.20 s');
    expect(responseSummary({ turns: [], speechTimingReceived: false })).toMatch(/^Can't be measured: the call sent no timing/);
    expect(responseSummary({ turns: [], speechTimingReceived: true })).toMatch(/^Can't be measured: you didn't finish speaking/);
    expect(responseSummary({ turns: [{ kind: 'no-sound', visitorStoppedAtMs: 1 }], speechTimingReceived: true })).toMatch(
      /^Can't be measured: no turn/,
    );
    expect(turnLine(measured(620, 65_400), 1)).toBe('Turn 2, you stopped at 1:05: 0.62 s');
    expect(turnLine({ kind: 'call-ended', visitorStoppedAtMs: 3_000 }, 0)).toBe(
      "Turn 1, you stopped at 0:03: can't be measured: the call ended before the agent answered",
    );
  });
});

describe('what the call would cost', () => {
  const call = (durationMs: number): Pick<CallReceipt, 'durationMs'> => ({ durationMs });

  it("gives each monthly plan's allowance, in the pricing page's order, and the call's share of it", () => {
    // 2 min 34 s: 2.5667 minutes.
    const shares = planShares(call(154_000));
    expect(shares.map((share) => [share.plan.tier, share.includedMinutes, shareOfAllowance(share)])).toEqual([
      ['Starter', 300, '0.86%'],
      ['Pro', 1_800, '0.14%'],
      ['Growth', 4_500, '0.06%'],
      ['Elite', 9_000, '0.03%'],
    ]);
  });

  it('prices the minutes at $0.13, to the cent, and says so when it is under one', () => {
    expect(overagePrice(call(154_000))).toBe('$0.33'); // 2.5667 × 13 = 33.4 cents
    expect(overagePrice(call(600_000))).toBe('$1.30');
    expect(overagePrice(call(3_000))).toBe('$0.01'); // 0.65 cents
    expect(overagePrice(call(1_000))).toBe('under $0.01'); // 0.22 cents
    expect(shareOfAllowance({ plan: planShares(call(1_000))[3]!.plan, includedMinutes: 9_000, percent: 0.0002 })).toBe('<0.01%');
  });

  it('writes lengths and moments as a visitor reads them', () => {
    expect(callLength(5_400)).toBe('5 s');
    expect(callLength(154_000)).toBe('2 min 34 s');
    expect(callLength(180_000)).toBe('3 min');
    expect(callClock(0)).toBe('0:00');
    expect(callClock(754_999)).toBe('12:34');
  });
});
