// CPU time of processes from /proc (Linux): a bench that reports CPU per operation holds on a machine
// other work shares, where its throughput does not.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // /proc times are in clock ticks of 1/100 s on Linux

/** user + system CPU of a process in ms, and its parent's pid. */
export function cpuOf(pid: number): { ms: number; parent: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS, parent: Number(fields[1]) };
  } catch {
    return undefined; // gone meanwhile
  }
}

const pids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/**
 * A reader of the CPU of the PostgreSQL server listening on `port` (the postmaster and every backend
 * and worker under it), in ms; throws when no such server runs on this machine.
 */
export function postgresCpuReader(port: string): () => number {
  const postmaster = pids().find((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return command[0]?.endsWith('postgres') && command.includes(port);
    } catch {
      return false;
    }
  });
  if (!postmaster) throw new Error(`No PostgreSQL server process with -p ${port} on this machine`);
  return () => {
    let total = 0;
    for (const pid of pids()) {
      const cpu = cpuOf(pid);
      if (cpu && (pid === postmaster || cpu.parent === postmaster)) total += cpu.ms;
    }
    return total;
  };
}

/** The 1-minute load average. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;
