import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One finding of the W3C Nu HTML Checker, as its JSON output gives it. */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  extract?: string;
}

/** The checker itself, shipped by the npm package vnu-jar; it runs on Java. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Runs the Nu HTML Checker once over every document and returns, per name, what it found that is an
 * error or a warning (its plain "info" notes say nothing about the document).
 */
export async function checkHtml(documents: Record<string, string>): Promise<Record<string, NuMessage[]>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'nu-html-check-'));
  try {
    const files = Object.keys(documents).map((name, index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, documents[name]!);
      return { name, file };
    });
    const output = await runChecker(files.map(({ file }) => file));
    const messages = (JSON.parse(output) as { messages: NuMessage[] }).messages.filter(
      (message) => message.type !== 'info' || message.subType === 'warning',
    );
    // It names each document by a file: URL of its own spelling ("file:/tmp/..."); the path is what compares.
    const fileOf = (message: NuMessage) => (message.url ? fileURLToPath(message.url) : undefined);
    const unplaced = messages.filter((message) => !files.some(({ file }) => file === fileOf(message)));
    if (unplaced.length) throw new Error(`The Nu HTML Checker failed: ${unplaced.map((message) => message.message).join('; ')}`);
    return Object.fromEntries(files.map(({ name, file }) => [name, messages.filter((message) => fileOf(message) === file)]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function runChecker(files: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          reject(
            new Error(
              'Java is missing: the Nu HTML Checker (vnu-jar) runs on it. `bash scripts/install-deps.sh --java` installs Debian’s default-jre-headless.',
            ),
          );
        } else if (error) reject(new Error(`The Nu HTML Checker failed: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
  });
}
