import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Visor } from '../components/visor';
import { MotivoRechazoDialog } from '../dictamenes/dialogos';
import { SubirPdfDialog } from '../fiscalizacion/subdialogos';
import { useSesionActiva } from '../lib/sesion';
import { useAccion } from '../lib/use-accion';
import { enviarContrato, enviarSolicitud, qkArrendamientos, subirReciboPago, usePaginaArrendamientos } from './consultas';
import { ContratoArrendamientoDialog } from './contrato-dialog';
import { FiltrosSolicitudesMercado } from '../mercados/solicitudes/filtros-card';
import { RejillaSolicitudesMercado } from '../mercados/solicitudes/rejilla';
import { FILTRO_ESTATUS_ARR } from '../../domain/arrendamientos/reglas';
import { normalizarFiltros, pdfDe } from './filtros';
import { SolicitudArrendamientoDialog } from './solicitud-dialog';
import { TarjetaArrendamiento, type DialogoArr } from './tarjeta';
import { FILTROS_VACIOS, type Arrendamiento, type FiltrosArrendamiento } from './tipos';

const TITULOS_PDF = { solicitud: 'Solicitud de arrendamiento', altaSat: 'Alta en el SAT', contrato: 'Contrato de arrendamiento', recibo: 'Recibo de pago' } as const;
const URL_PDF = {
  solicitud: (a: Arrendamiento) => a.docSolicitud,
  altaSat: (a: Arrendamiento) => a.docAltaSat,
  contrato: (a: Arrendamiento) => a.docContrato_arrendamiento,
  recibo: (a: Arrendamiento) => a.docSolidPago,
} as const;

/**
 * /admin/solicitudArrendamiento 'Mis solicitudes de arrendamiento' (spec 3 §2.7, §7.6): the
 * taxpayer's lease requests as cards, 10 per page, filtered by the establishment's key, its name and
 * the request's status; 'Agregar' opens 'Nueva solicitud arrendamiento'; each card's menu opens the
 * request, the contract, the payment receipt and the stored PDFs.
 */
export function SolicitudesArrendamientoPage() {
  const sesion = useSesionActiva();
  const qc = useQueryClient();
  const contribuyenteId = sesion.contribuyente?.id ?? 0;
  const [filtros, setFiltros] = useState<FiltrosArrendamiento>(FILTROS_VACIOS);
  const [page, setPage] = useState(1);
  const lista = usePaginaArrendamientos(contribuyenteId, { ...filtros, page });
  const [abierto, setAbierto] = useState<{ a: Arrendamiento | null; d: DialogoArr } | null>(null);
  const cerrar = () => setAbierto(null);
  const invalidar = [qkArrendamientos.todo];
  const enviar = useAccion({ llamar: (id: number) => enviarSolicitud(id), invalidar });
  const enviarC = useAccion({ llamar: (id: number) => enviarContrato(id), invalidar });
  const a = abierto?.a ?? null;
  const d = abierto?.d;
  // A card's dialog follows the list: after a save the request is the refreshed one.
  const actual = a ? (lista.data?.data.find((x) => x.id === a.id) ?? a) : null;
  const pdf = actual && d && typeof d === 'object' ? pdfDe(URL_PDF[d.pdf](actual), TITULOS_PDF[d.pdf], actual.folio) : null;
  const nueva = () => setAbierto({ a: null, d: 'solicitud' });

  if (!contribuyenteId) {
    return (
      <div className="flex flex-col gap-6">
        <Encabezado titulo="Mis solicitudes de arrendamiento" />
        <Alert variant="info">Esta sección es para contribuyentes concesionarios de locales en mercados municipales.</Alert>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo="Mis solicitudes de arrendamiento"
        descripcion="Solicite a Mercados la autorización para arrendar su local y dé seguimiento al contrato y al pago del 10% al ayuntamiento."
        acciones={
          <Button onClick={nueva}>
            <Plus aria-hidden="true" />
            Nueva solicitud
          </Button>
        }
      />
      <FiltrosSolicitudesMercado
        estatus={FILTRO_ESTATUS_ARR}
        nombre="Filtrar solicitudes de arrendamiento"
        valor={filtros}
        onCambiar={(f) => {
          setFiltros(normalizarFiltros(f));
          setPage(1);
          // 'Buscar' asks the server again even with the same filters (Mercados may have moved a request).
          void qc.invalidateQueries({ queryKey: ['arrendamientos', 'pagina'] });
        }}
        onAgregar={nueva}
      />
      <RejillaSolicitudesMercado
        lista={lista}
        nombre="Solicitudes de arrendamiento"
        error="No fue posible consultar sus solicitudes de arrendamiento."
        pagina={page}
        alCambiarPagina={setPage}
        tarjeta={(x) => <TarjetaArrendamiento a={x} abrir={(dd) => setAbierto({ a: x, d: dd })} />}
      />

      {d === 'solicitud' ? <SolicitudArrendamientoDialog contribuyenteId={contribuyenteId} a={actual} abierto alCambiar={(v) => !v && cerrar()} /> : null}
      {d === 'contrato' && actual ? <ContratoArrendamientoDialog a={actual} abierto alCambiar={(v) => !v && cerrar()} /> : null}
      <Confirmar
        abierto={d === 'enviar'}
        alCambiar={(v) => !v && cerrar()}
        titulo="Enviar a revisión"
        descripcion={`Solicitud ${actual?.folio ?? ''}. Se enviará a Mercados para su validación y ya no podrá modificarla. ¿Desea continuar?`}
        confirmar="Enviar a revisión"
        alConfirmar={() => actual && void enviar.ejecutar(actual.id)}
      />
      <Confirmar
        abierto={d === 'enviarContrato'}
        alCambiar={(v) => !v && cerrar()}
        titulo="Enviar contrato a revisión"
        descripcion={`Solicitud ${actual?.folio ?? ''}. El contrato se enviará a Mercados para su validación. ¿Desea continuar?`}
        confirmar="Enviar contrato a revisión"
        alConfirmar={() => actual && void enviarC.ejecutar(actual.id)}
      />
      {actual ? (
        <SubirPdfDialog
          abierto={d === 'recibo'}
          alCambiar={(v) => !v && cerrar()}
          titulo="Subir Recibo Pago"
          descripcion={`Recibo del pago del 10% al ayuntamiento de la solicitud ${actual.folio}. Mercados lo validará.`}
          etiqueta="Recibo de pago (PDF)"
          alSubir={async (f, p) => {
            try {
              await subirReciboPago(actual.id, f, actual.id_recibo_pago, p);
            } catch {
              return false;
            }
            await qc.invalidateQueries({ queryKey: qkArrendamientos.todo });
            return true;
          }}
        />
      ) : null}
      <MotivoRechazoDialog motivo={actual?.motivo_rechazo ?? null} abierto={d === 'motivo'} onCerrar={cerrar} />
      <Visor fuente={pdf} alCerrar={cerrar} />
    </div>
  );
}
