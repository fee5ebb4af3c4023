// react-router reads TextEncoder at import time; jsdom does not provide it.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
