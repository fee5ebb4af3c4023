import { fetchDeployedJson } from '../deployment/fetch-deployed-json';
import { reportSampleFailure } from './report-sample-failure';
import { SampleError } from './sample-error.js';
import { parseSampleList, SAMPLE_LIST_PATH, unknownKeysWarning, type SampleList } from './sample-list-check.js';

/**
 * Fetches and checks the deployed sample list. Rejects with a SampleError naming the file and what was wrong:
 * missing (not deployed) or unreadable (not fetched, not JSON, not a sample list), said in the console and to the
 * field events.
 */
export async function loadSampleList(url: string = SAMPLE_LIST_PATH): Promise<SampleList> {
  try {
    return await checkedSampleList(url);
  } catch (error) {
    throw reportSampleFailure(error);
  }
}

async function checkedSampleList(url: string): Promise<SampleList> {
  const raw = await fetchDeployedJson(
    url,
    (message) => new SampleError(message.startsWith(`${url} is missing`) ? 'missing' : 'unreadable', message),
  );
  const list = parseSampleList(raw, url);
  const warning = unknownKeysWarning(list);
  if (warning) console.warn(warning);
  return list;
}
