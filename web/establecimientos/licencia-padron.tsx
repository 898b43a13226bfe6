// A card whose establishment has no licence request in the portal yet may hold licences of the
// municipal padrón (a business imported to be renewed, spec 1 §2.6, §7.4): its badge names the
// newest of them, with the word its 'Renovación' dialog lists it with — never 'Sin licencia'
// above 2022 and 2023 marked 'Pagada'.
import { Badge } from '../components/ui/badge';
import { SIN_LICENCIA } from '../licencia/estatus';
import { useHistorico, type HistoricoLicencia } from '../renovacion/consultas';

type FilaHistorico = Pick<HistoricoLicencia, 'anio' | 'origen' | 'pagada' | 'estatus_texto'>;

/** The padrón's licence a card shows: the newest paid year, else the newest year; null with none. */
export function licenciaDelPadron<T extends FilaHistorico>(filas: readonly T[]): T | null {
  const padron = filas.filter((f) => f.origen === 'padron').sort((a, b) => b.anio - a.anio);
  return padron.find((f) => f.pagada) ?? padron[0] ?? null;
}

/** The card's licence badge without a portal licence: the padrón's, or 'Sin licencia'. */
export function InsigniaSinLicenciaEnLinea({ externalId }: { externalId: string }) {
  const historico = useHistorico(externalId);
  if (historico.isLoading) return <span className="text-sm text-muted-foreground">Consultando licencias…</span>;
  const l = licenciaDelPadron(historico.data?.filas ?? []);
  if (!l) {
    return (
      <Badge variant="outline">
        <span className="sr-only">Estatus de la licencia: </span>
        {SIN_LICENCIA}
      </Badge>
    );
  }
  return (
    <>
      <Badge variant={l.pagada ? 'success' : 'outline'}>
        <span className="sr-only">Estatus de la licencia: </span>
        {l.estatus_texto}
      </Badge>
      <span className="text-sm text-muted-foreground">Licencia {l.anio} · Padrón municipal</span>
    </>
  );
}
