// @ts-check
import { getDotPath } from 'valibot';

/**
 * Turns schema issues into one sentence that names each field: `"social.x" must be an http(s) URL`.
 * @param {readonly import('valibot').BaseIssue<unknown>[]} issues
 */
export function describeIssues(issues, prefix = '') {
  return issues
    .map((issue) => {
      const field = [prefix, getDotPath(issue)].filter(Boolean).join('.');
      return field ? `"${field}" ${issue.message}` : issue.message;
    })
    .join('; ');
}
