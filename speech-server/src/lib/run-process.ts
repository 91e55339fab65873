import { spawn } from 'node:child_process';

export interface RunOptions {
  input?: Buffer | string;
  timeoutMs?: number;
  /** Largest stdout accepted, so a runaway tool cannot exhaust memory. */
  maxOutputBytes?: number;
}

/** Runs a command without a shell and resolves with its stdout; rejects on a non-zero exit or time-out. */
export function runProcess(command: string, args: string[], options: RunOptions = {}): Promise<Buffer> {
  const { input, timeoutMs = 20_000, maxOutputBytes = 64 * 1024 * 1024 } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let settled = false;
    const finish = (error: Error | undefined, output?: Buffer): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(output as Buffer);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new Error(`${command} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) {
        child.kill('SIGKILL');
        finish(new Error(`${command} produced more than ${maxOutputBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-1000);
    });
    child.on('error', (error) => finish(error));
    child.on('close', (code) => {
      if (code === 0) finish(undefined, Buffer.concat(chunks));
      else finish(new Error(`${command} exited with ${code}: ${stderr.trim()}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });
}
