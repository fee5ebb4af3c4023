// The canary the evidence tests read: pricing's, at 50% from 06:00 on the log fixtures' first day.
import { DAY_MS, START } from '@callvera/read-outs/testing/field-log-fixtures';

/** The time `day` days after the log fixtures' start (day 0 is 2026-11-01), as ISO. */
export const at = (day) => new Date(START + day * DAY_MS).toISOString();

/** Pricing's canary, started a quarter into day 0 at 50%, between the two releases given (ids or versions). */
export const pricingCanary = ({ stableRelease = '1.4.0', canaryRelease = '1.5.0' } = {}) => ({
  remote: 'pricing',
  stableRelease,
  canaryRelease,
  startedAt: at(0.25),
  steps: [{ share: 50, at: at(0.25) }],
});

/** The same moment as a server whose clock is set to India's time (+05:30) writes it in a log line. */
const inIndia = (line) =>
  line.replace(/"receivedAt":"([^"]+)"/, (_, iso) => {
    const shifted = new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 19);
    return `"receivedAt":"${shifted}+05:30"`;
  });

/**
 * The mess real logs have, none of which changes what a page load counts for, drawn for one page load: now and then
 * a server in another time zone, a request that arrives twice, a line cut short. Drawn alike whichever log it goes
 * to, so a seed's page loads are the same in nginx's log and in the CDN's.
 */
export const logMess = (random) => ({ otherZone: random() < 0.2, twice: random() < 0.02, cut: random() < 0.001 });

/** A page load's log lines, as nginx writes them, with the mess real logs have (logMess). */
export function withLogMess(random, lines) {
  const mess = logMess(random);
  let messy = mess.otherZone ? lines.map(inIndia) : lines;
  if (mess.twice) messy = [...messy, ...messy];
  if (mess.cut) messy = [...messy, messy[0].slice(0, 40)];
  return messy;
}

/**
 * A page load's request to the collector as the edge logs it (`line`, from `sent`), with the same mess as far as the
 * CDN's log can have it: a request that arrives twice is logged twice. The edge logs every time in UTC, and a log
 * object is delivered whole, so no other time zone and no line cut short; what is cut short on the way is the
 * request, a batch the edge refuses (400), beside the page load's own. `accessLine(sent)` writes one line.
 */
export function withAccessLogMess(random, sent, accessLine) {
  const mess = logMess(random);
  const line = accessLine(sent);
  return [line, ...(mess.twice ? [line] : []), ...(mess.cut ? [accessLine({ ...sent, batch: sent.batch.slice(0, 40) })] : [])];
}

/** Adds one side's counts (field-counts.mjs) into another's. */
export const addSideCounts = (into, from) => {
  for (const [key, value] of Object.entries(from))
    if (typeof value === 'number') into[key] += value;
    else for (const [kind, count] of Object.entries(value)) into[key][kind] += count;
};
