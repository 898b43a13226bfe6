import { describe, expect, it } from 'vitest';
import { cpuDeProceso, cpuDeStat } from './informe-pruebas.mjs';

describe("npm test's report: CPU time from /proc", () => {
  it("adds a process's user and system time and its waited-for children's, in ms", () => {
    // proc(5): pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
    const stat = '4242 (node (vitest) 1) S 1 4242 4242 0 -1 4194560 10 0 0 0 250 50 1200 300 20 0 11 0';
    expect(cpuDeStat(stat, 100)).toBe((250 + 50 + 1200 + 300) * 10);
  });

  it("reads this process's own, which grows as it works", () => {
    const antes = cpuDeProceso();
    expect(antes).not.toBeNull();
    // 100 ms of CPU (not of the clock: a loaded machine may not give it the CPU at once).
    const c0 = process.cpuUsage();
    let x = 0;
    while (process.cpuUsage(c0).user < 100_000) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    expect(cpuDeProceso()! - antes!).toBeGreaterThanOrEqual(80);
  });
});
