import { Navigate } from 'react-router';
import { inicioDe } from '../../lib/guardias';
import { useSesionActiva } from '../../lib/sesion';

/** /admin itself: this session's home, by its absolute path (spec 1 §2.1 "default redirect to dashboard"). */
export function IrAlInicio() {
  return <Navigate to={inicioDe(useSesionActiva())} replace />;
}
