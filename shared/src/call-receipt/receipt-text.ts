import type { CallReceipt } from '../demo-call/call-receipt';
import type { DemoAgent } from '../demo-agents/demo-agents';
import { formatCount } from '../pricing/format-money';
import { planShares } from './receipt-figures';
import {
  callClock,
  callLength,
  measurementMethod,
  minutesUsed,
  overagePrice,
  overageRate,
  pad2,
  responseSummary,
  shareOfAllowance,
  turnLine,
} from './receipt-words';

/** Who said a line, as the receipt names them: the visitor, or a sample's recorded caller. */
export const speakerName = (speaker: 'agent' | 'you', agent: DemoAgent, { recording }: Pick<CallReceipt, 'recording'> = {}) =>
  speaker === 'agent' ? `${agent.name} (agent)` : recording ? 'Caller' : 'You';

/** What the receipt is of: a live call, or a sample call's recording (and how it was made). */
export const receiptKind = ({ recording }: Pick<CallReceipt, 'recording'>) =>
  !recording ? 'demo call' : recording.synthesized ? 'synthesized sample call' : 'recorded sample call';

/** When the call started, in the visitor's own time: "2026-11-25 20:41". */
export function startedAtText(startedAt: number): string {
  const at = new Date(startedAt);
  return `${at.getFullYear()}-${pad2(at.getMonth() + 1)}-${pad2(at.getDate())} ${pad2(at.getHours())}:${pad2(at.getMinutes())}`;
}

/** The download's name: "callvera-demo-call-2026-11-25-2041.txt". */
export function receiptFileName(productName: string, startedAt: number): string {
  const slug =
    productName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'demo';
  return `${slug}-demo-call-${startedAtText(startedAt).replace(' ', '-').replace(':', '')}.txt`;
}

/** The whole receipt as plain text: what Copy puts on the clipboard and Download saves. */
export function receiptText(
  receipt: CallReceipt,
  agent: DemoAgent,
  { productName, pricingUrl }: { productName: string; pricingUrl: string },
) {
  return [
    `${productName} ${receiptKind(receipt)} receipt`,
    `Agent: ${agent.name}, ${agent.role} agent`,
    `Started: ${startedAtText(receipt.startedAt)}`,
    `Length: ${callLength(receipt.durationMs)} (${minutesUsed(receipt)})`,
    '',
    "The agent's response time",
    responseSummary(receipt),
    ...receipt.turns.map((turn, index) => turnLine(turn, index, receipt)),
    `How it was measured: ${measurementMethod(receipt)}`,
    '',
    'What this call would cost',
    ...planShares(receipt).map(
      (share) =>
        `${share.plan.tier}: ${minutesUsed(receipt)} of ${formatCount(share.includedMinutes)} minutes a month (${shareOfAllowance(share)})`,
    ),
    `Beyond a plan's minutes, at the overage rate of ${overageRate()}: ${overagePrice(receipt)}`,
    `Price calls like this: ${pricingUrl}`,
    '',
    'Transcript (final words, time from the start of the call)',
    ...(receipt.lines.length
      ? receipt.lines.map((line) => `${callClock(line.atMs)} ${speakerName(line.speaker, agent, receipt)}: ${line.text}`)
      : ['No words were transcribed on this call.']),
    '',
  ].join('\n');
}
