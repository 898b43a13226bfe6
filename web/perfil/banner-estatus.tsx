import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { ESTATUS } from '../../domain/tramite/estatus';
import { Alert } from '../components/ui/alert';

/** Banners of spec 1 §4.2 for the profile's estatus. */
export function BannerEstatus({ estatus, motivo }: { estatus: number; motivo: string | null }) {
  if (estatus === ESTATUS.ENVIADO) return <Alert variant="info">{MSG_EXTRA.perfilEnRevision}</Alert>;
  if (estatus === ESTATUS.APROBADO) return <Alert variant="success">{MSG.perfilValidado}</Alert>;
  if (estatus === ESTATUS.RECHAZADO) {
    return (
      <Alert variant="destructive" title={MSG_EXTRA.perfilRechazado}>
        <span className="whitespace-pre-line">{motivo || '—'}</span>
      </Alert>
    );
  }
  return null;
}
