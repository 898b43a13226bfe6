// Counter of pending mutating calls behind the request overlay (spec 1 §2.3): the overlay
// shows while at least one is pending and hides on response or on error.
type Oyente = () => void;

let pendientes = 0;
const oyentes = new Set<Oyente>();

function avisar(): void {
  for (const o of oyentes) o();
}

export const overlay = {
  iniciar(): void {
    pendientes += 1;
    avisar();
  },
  terminar(): void {
    pendientes = Math.max(0, pendientes - 1);
    avisar();
  },
  suscribir(o: Oyente): () => void {
    oyentes.add(o);
    return () => oyentes.delete(o);
  },
  activo(): boolean {
    return pendientes > 0;
  },
};
