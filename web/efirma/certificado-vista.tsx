// A registered e.firma certificate as the official and the signing dialog show it: who it names,
// its serial, issuer and validity (docs/EFIRMA.md).
import { Dato } from '../components/ui/dato';
import { formatearFechaHora } from '../lib/formato';
import type { CertificadoDto } from './consultas';

export function CertificadoVista({ c }: { c: CertificadoDto }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Dato etiqueta="Titular">{c.nombre}</Dato>
      <Dato etiqueta="RFC">{c.rfc}</Dato>
      <Dato etiqueta="Número de serie">
        <span className="font-mono">{c.serie}</span>
      </Dato>
      <Dato etiqueta="Emisor">{c.emisor}</Dato>
      <Dato etiqueta="Válido desde">{formatearFechaHora(c.valido_desde)}</Dato>
      <Dato etiqueta="Válido hasta">{formatearFechaHora(c.valido_hasta)}</Dato>
    </dl>
  );
}
