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
