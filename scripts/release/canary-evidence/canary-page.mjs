// The canary's page (--html): its ramp over time and each measure's interval at each reading.
import { escape, reportPage } from '../../field-log/report-page.mjs';

export function canaryPage(history) {
  const rows = history.map(({ at, evidence }) => `<tr><th scope="row">${escape(at)}</th><td>${escape(evidence.verdict)}</td></tr>`);
  return reportPage('Canary', 'release-remote.mjs canary-status', [
    `<table><thead><tr><th>Read at</th><th>Verdict</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
  ]);
}
