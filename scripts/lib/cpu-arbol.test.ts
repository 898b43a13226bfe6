import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { delArbol, leerStat, medidorCpu } from './cpu-arbol.mjs';

/** A process that burns `ms` of CPU (not of the clock: a loaded machine gives it the CPU late) and exits. */
const QUEMAR = (ms: number) => `const c=process.cpuUsage();let x=0;while(process.cpuUsage(c).user<${ms * 1000})x+=Math.sqrt(x+1);`;
const termina = (p: ReturnType<typeof spawn>) => new Promise((r) => p.once('exit', r));

describe("npm test's CPU time: the run's process tree sampled from /proc", () => {
  it('reads pid, parent, start and utime + stime from a stat line whose name holds spaces and parentheses', () => {
    // proc(5): pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime prio nice threads itreal starttime …
    const linea = '4242 (node (vitest) 1) S 17 4242 4242 0 -1 4194560 10 0 0 0 250 50 1200 300 20 0 11 0 987654 0';
    expect(leerStat(linea)).toEqual({ pid: 4242, ppid: 17, inicio: 987654, cpu: 300 });
  });

  it('the tree: the root, its descendants at any depth, and a process known before that its parent left', () => {
    const p = (pid: number, ppid: number) => ({ pid, ppid, inicio: pid * 10, cpu: 1 });
    const procesos = [p(1, 0), p(10, 1), p(11, 10), p(12, 11), p(20, 1), p(30, 1), p(31, 30)];
    // 30 was seen before as ours (a daemon its starter left, now a child of init).
    expect(delArbol(procesos, 10, new Map([['30:300', 5]])).map((x) => x.pid).sort((a, b) => a - b)).toEqual([10, 11, 12, 30, 31]);
    // The same pid with another start is another process: not ours.
    expect(delArbol(procesos, 10, new Map([['30:999', 5]])).map((x) => x.pid)).toEqual([10, 11, 12]);
  });

  it("counts a child's CPU, also once it exited", async () => {
    const medidor = medidorCpu(process.pid, { cadaMs: 100 });
    try {
      const antes = medidor.totalMs()!;
      // Lives long enough to be sampled, then burns 300 ms of CPU and exits.
      await termina(spawn(process.execPath, ['-e', `setTimeout(()=>{${QUEMAR(300)}},500)`], { stdio: 'ignore' }));
      expect(medidor.totalMs()! - antes).toBeGreaterThanOrEqual(150);
    } finally {
      medidor.parar();
    }
  });

  it('counts a process adopted from outside the tree, and not one outside it that was not', async () => {
    // The tree: a sleeping process; the two burners are this process's children, not its.
    const raiz = spawn('sleep', ['60'], { stdio: 'ignore' });
    const medidor = medidorCpu(raiz.pid!, { cadaMs: 100 });
    try {
      const antes = medidor.totalMs()!;
      const ajeno = spawn(process.execPath, ['-e', `setTimeout(()=>{${QUEMAR(300)}},500)`], { stdio: 'ignore' });
      medidor.adoptar(ajeno.pid!);
      await termina(ajeno);
      const conAdoptado = medidor.totalMs()!;
      expect(conAdoptado - antes).toBeGreaterThanOrEqual(150);
      await termina(spawn(process.execPath, ['-e', `setTimeout(()=>{${QUEMAR(300)}},500)`], { stdio: 'ignore' }));
      expect(medidor.totalMs()! - conAdoptado).toBeLessThan(50);
    } finally {
      medidor.parar();
      raiz.kill();
    }
  });
});
