// A command run with its output kept until it ends, so that runs side by side (the clock
// sweep's instants, npm test's checks) print one after another instead of interleaved.
import { spawn } from 'node:child_process';

/** Resolves with the exit status (null when it could not start), the output and seconds. */
export function runCaptured(command, args, { cwd, env }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) =>
      resolve({
        status,
        output: Buffer.concat(output),
        seconds: Math.round((performance.now() - started) / 1000),
      }),
    );
  });
}
