import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { ESTATUS_PERFIL } from '../../domain/perfil/machine';
import { Alert } from '../components/ui/alert';

/** Banners of spec 1 §4.2 for the profile's estatus. */
export function BannerEstatus({ estatus, motivo }: { estatus: number; motivo: string | null }) {
  if (estatus === ESTATUS_PERFIL.EN_REVISION) return <Alert variant="info">{MSG_EXTRA.perfilEnRevision}</Alert>;
  if (estatus === ESTATUS_PERFIL.VALIDADO) return <Alert variant="success">{MSG.perfilValidado}</Alert>;
  if (estatus === ESTATUS_PERFIL.RECHAZADO) {
    return (
      <Alert variant="destructive" title={MSG_EXTRA.perfilRechazado}>
        <span className="whitespace-pre-line">{motivo || '—'}</span>
      </Alert>
    );
  }
  return null;
}
