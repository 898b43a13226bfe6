// Keeps a child of `npm start` running: when Temporal or the app dies, it is
// started again after 1, 2, 4 … s (up to 30 s), and the terminal says so. A child that ran for a
// minute is considered healthy again: its next restart waits 1 s.

/**
 * @param {{
 *   nombre: string,
 *   iniciar: () => Promise<{ exited: Promise<{ code: number | null, signal: string | null }>, stop: () => Promise<unknown> }>,
 *   log: (mensaje: string) => void,
 *   esperaInicialMs?: number,
 *   esperaMaxMs?: number,
 *   estableMs?: number,
 *   dormir?: (ms: number) => Promise<void>,
 *   ahora?: () => number,
 * }} opts
 * @returns {{ primero: Promise<void>, detener: () => Promise<void>, reinicios: () => number }}
 *   `primero` settles with the first start (rejects when it fails: nothing to supervise then).
 */
export function supervisar(opts) {
  const {
    nombre,
    iniciar,
    log,
    esperaInicialMs = 1000,
    esperaMaxMs = 30_000,
    estableMs = 60_000,
    dormir = (ms) => new Promise((r) => setTimeout(r, ms)),
    ahora = () => Date.now(),
  } = opts;
  let detenido = false;
  let actual = null;
  let reinicios = 0;
  let espera = esperaInicialMs;
  let despertar = null;

  const pausa = (ms) =>
    new Promise((resolve) => {
      let hecho = false;
      const fin = () => {
        if (hecho) return;
        hecho = true;
        despertar = null;
        resolve();
      };
      despertar = fin;
      void dormir(ms).then(fin);
    });

  async function vigilar(hijo) {
    for (;;) {
      const inicio = ahora();
      const { code, signal } = await hijo.exited;
      actual = null;
      if (detenido) return;
      if (ahora() - inicio >= estableMs) espera = esperaInicialMs;
      for (;;) {
        reinicios += 1;
        log(`${nombre} exited (${signal ?? `code ${code}`}); restarting it in ${Math.round(espera / 1000)} s (restart ${reinicios})`);
        await pausa(espera);
        espera = Math.min(espera * 2, esperaMaxMs);
        if (detenido) return;
        try {
          hijo = await iniciar();
          actual = hijo;
          if (detenido) {
            await hijo.stop();
            return;
          }
          log(`${nombre} restarted`);
          break;
        } catch (err) {
          log(`${nombre} did not start again: ${err?.message ?? err}`);
          if (detenido) return;
        }
      }
    }
  }

  const primero = iniciar().then((hijo) => {
    actual = hijo;
    if (detenido) return void hijo.stop();
    void vigilar(hijo);
  });

  return {
    primero,
    reinicios: () => reinicios,
    async detener() {
      detenido = true;
      despertar?.();
      if (actual) await actual.stop();
    },
  };
}
