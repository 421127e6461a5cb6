// Every child process a test starts is ended, whatever happens (#25 "npm test
// hangs for ever after a failure"): a server a test started and then gave up on
// (it did not start in time, an expectation failed) kept running, and jest waited
// on it for ever. spawnChild registers the child the moment it exists, in its own
// process group, so endChildren (run after every test file by
// test/support/end-children.ts, and at exit) kills it and anything it started.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';

const live = new Set<ChildProcess>();

/** Whether the process is still there and not a zombie waiting to be reaped (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // Linux: the state after the command's name; Z (zombie) or X (dead) has ended, only its entry is left.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return process.platform !== 'linux'; // no /proc entry on Linux: gone
  }
}

/** `spawn` in a process group of its own (detached), registered for clean-up before anything else can fail. */
export function spawnChild(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  live.add(child);
  child.once('exit', () => live.delete(child));
  child.once('error', () => live.delete(child)); // it never started
  return child;
}

/** Sends `signal` to the child's whole process group (the child and whatever it started); a group already gone is fine. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** Resolves when the child has exited (at once if it has), or after `ms`. */
export function exited(child: ChildProcess, ms: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The children started by spawnChild that have not exited. */
export function liveChildren(): ChildProcess[] {
  return [...live];
}

/** Kills every child still running, with its process group, and waits (briefly) for each to go. */
export async function endChildren(): Promise<number> {
  const children = [...live];
  for (const child of children) killGroup(child, 'SIGKILL');
  await Promise.all(children.map((c) => exited(c, 5000)));
  return children.length;
}

// The test process itself ending (jest's worker exiting) takes its children with it.
process.once('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});
