import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/**
 * Seconds of CPU time this process has used (every thread of it, the collector's too). The bench
 * times throughput by it rather than by the clock: on a busy machine other processes take the
 * cores in turns, and wall time then measures them as much as us; CPU time stays near what an
 * idle machine gives, and counts the garbage collector's helper threads against the path that
 * makes the garbage.
 */
export function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** The load averages as the kernel gives them (1, 5 and 15 min, running/all tasks): said beside a timing. */
export function loadText(): string {
  try {
    return `/proc/loadavg ${readFileSync('/proc/loadavg', 'utf8').trim()}`;
  } catch {
    return `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`;
  }
}
