// A sound output for a machine with none (a CI runner, a server): PulseAudio with one null sink, which plays
// into nothing at the pace of a real clock. ALSA's null device is paced by whoever writes to it: on a busy
// machine Firefox played a 42 s sample in under 2 s through it, and the sample ended before a press on Pause.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PULSEAUDIO = '/usr/bin/pulseaudio';
const START_WITHIN_MS = 10_000;

/** @returns {Promise<{ server: string, stop(): void }>} server: the PULSE_SERVER a client plays to */
export async function startNullSoundServer() {
  if (!existsSync(PULSEAUDIO)) throw new Error(`${PULSEAUDIO} is missing: install it with bash scripts/install-deps.sh --firefox`);
  const home = mkdtempSync(path.join(os.tmpdir(), 'null-sound-'));
  const socket = path.join(home, 'native');
  const daemon = spawn(
    PULSEAUDIO,
    [
      '--daemonize=no',
      '--no-cpu-limit',
      '--exit-idle-time=-1',
      '--use-pid-file=no',
      '-n', // no default.pa: only the modules below
      '-L',
      'module-null-sink sink_name=nowhere',
      '-L',
      `module-native-protocol-unix auth-anonymous=1 socket=${socket}`,
    ],
    { env: { ...process.env, HOME: home, XDG_RUNTIME_DIR: home }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let said = '';
  daemon.stderr.on('data', (chunk) => (said = `${said}${chunk}`.slice(-2000)));
  const stop = () => {
    daemon.kill('SIGTERM');
    rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_WITHIN_MS;
  while (!existsSync(socket)) {
    if (daemon.exitCode !== null || Date.now() > deadline) {
      stop();
      const errors = said.split('\n').filter((line) => line.startsWith('E:'));
      throw new Error(
        `PulseAudio did not start its null sink (exit code ${daemon.exitCode}): ${errors.join(' ') || 'no socket within 10 s'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { server: `unix:${socket}`, stop };
}
