import { REMOTE_FILES } from '@callvera/shared/page-marks';
import { filesKeptIn, inTasksOfTheirOwn } from './short-tasks';

// The entry imports this first: federation runs the entry's modules once the shared packages have arrived, so the
// remote's files are asked for then, while React is evaluated, instead of sharing a phone's link with them.
inTasksOfTheirOwn(filesKeptIn(REMOTE_FILES));
