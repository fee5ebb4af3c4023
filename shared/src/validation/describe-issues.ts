import { getDotPath, type BaseIssue } from 'valibot';

/** Turns schema issues into one sentence that names each field: `"social.x" must be an http(s) URL`. */
export function describeIssues(issues: readonly BaseIssue<unknown>[], prefix = ''): string {
  return issues
    .map((issue) => {
      const field = [prefix, getDotPath(issue)].filter(Boolean).join('.');
      return field ? `"${field}" ${issue.message}` : issue.message;
    })
    .join('; ');
}
