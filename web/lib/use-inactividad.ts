import { useEffect, useReducer, useRef } from 'react';
import { estadoInicial, reducirInactividad } from './inactividad';

const EVENTOS = ['mousemove', 'mousedown', 'keydown', 'click', 'scroll', 'touchstart', 'wheel'] as const;

/** Runs the spec 1 §4.1 inactivity timer while `activo`; calls `alExpirar` once at 0. */
export function useInactividad(activo: boolean, alExpirar: () => void) {
  const [estado, dispatch] = useReducer(reducirInactividad, Date.now(), estadoInicial);
  const ultima = useRef(0);
  const expiro = useRef(alExpirar);
  expiro.current = alExpirar;

  useEffect(() => {
    if (!activo) return;
    dispatch({ type: 'iniciar', ahora: Date.now() });
    const actividad = () => {
      const ahora = Date.now();
      // mousemove fires dozens of times per second; once a second is enough to reset the timer.
      if (ahora - ultima.current < 1000) return;
      ultima.current = ahora;
      dispatch({ type: 'actividad', ahora });
    };
    for (const ev of EVENTOS) window.addEventListener(ev, actividad, { passive: true, capture: true });
    const t = window.setInterval(() => dispatch({ type: 'tick', ahora: Date.now() }), 1000);
    return () => {
      for (const ev of EVENTOS) window.removeEventListener(ev, actividad, { capture: true });
      window.clearInterval(t);
    };
  }, [activo]);

  useEffect(() => {
    if (activo && estado.expirado) expiro.current();
  }, [activo, estado.expirado]);

  return estado;
}
