import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { Visor, type FuenteVisor } from '../components/visor';
import { MotivoRechazoDialog } from '../dictamenes/dialogos';
import { SubirPdfDialog } from '../fiscalizacion/subdialogos';
import { useSesionActiva } from '../lib/sesion';
import { useAccion } from '../lib/use-accion';
import { enviarCesion, qkCesiones, subirReciboCesion, usePaginaCesiones } from './consultas';
import { FiltrosSolicitudesMercado } from '../mercados/solicitudes/filtros-card';
import { RejillaSolicitudesMercado } from '../mercados/solicitudes/rejilla';
import { FILTRO_ESTATUS_CESION } from '../../domain/cesiones/reglas';
import { normalizarFiltros, pdfDe } from './filtros';
import { SolicitudCesionDialog } from './solicitud-dialog';
import { PDFS_CESION, TarjetaCesion, type DialogoCesion } from './tarjeta';
import { FILTROS_VACIOS, type Cesion, type FiltrosCesion } from './tipos';

/** What the viewer shows for a card's file: the photo as an image, the rest as PDFs. */
function fuenteDe(c: Cesion, clave: (typeof PDFS_CESION)[number]['clave']): FuenteVisor | null {
  const etiqueta = PDFS_CESION.find((p) => p.clave === clave)?.etiqueta ?? 'Documento';
  if (clave === 'docFoto') return c.id_foto_cesionario ? { id: c.id_foto_cesionario, nombre: `${etiqueta} ${c.folio}`, nombre_archivo: `foto-${c.folio}`, mime: 'image/png' } : null;
  return pdfDe(c[clave], etiqueta, c.folio);
}

/**
 * /admin/solicitudCesionDerecho 'Mis solicitudes de cesion derechos' (spec 3 §2.8, §7.7): the
 * taxpayer's requests to assign a market stall's rights as cards, 10 per page, filtered by the
 * establishment's key, its name and the status; 'Agregar' opens 'Solicitar cesion derecho'; each
 * card's menu sends it, uploads the payment receipt and shows the stored files.
 */
export function SolicitudesCesionPage() {
  const sesion = useSesionActiva();
  const qc = useQueryClient();
  const contribuyenteId = sesion.contribuyente?.id ?? 0;
  const [filtros, setFiltros] = useState<FiltrosCesion>(FILTROS_VACIOS);
  const [page, setPage] = useState(1);
  const lista = usePaginaCesiones(contribuyenteId, { ...filtros, page });
  const [abierto, setAbierto] = useState<{ c: Cesion | null; d: DialogoCesion } | null>(null);
  const cerrar = () => setAbierto(null);
  const enviar = useAccion({ llamar: (id: number) => enviarCesion(id), invalidar: [qkCesiones.todo] });
  const d = abierto?.d;
  // A card's dialog follows the list: after a save the request is the refreshed one.
  const actual = abierto?.c ? (lista.data?.data.find((x) => x.id === abierto.c?.id) ?? abierto.c) : null;
  const fuente = actual && d && typeof d === 'object' ? fuenteDe(actual, d.pdf) : null;
  const nueva = () => setAbierto({ c: null, d: 'solicitud' });

  if (!contribuyenteId) {
    return (
      <div className="flex flex-col gap-6">
        <Encabezado titulo="Mis solicitudes de cesion derechos" />
        <Alert variant="info">Esta sección es para contribuyentes concesionarios de locales en mercados municipales.</Alert>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Mis solicitudes de cesion derechos" descripcion="Solicite a Mercados ceder los derechos de su local a un nuevo concesionario y dé seguimiento al pago y a la autorización." />
      <FiltrosSolicitudesMercado
        estatus={FILTRO_ESTATUS_CESION}
        nombre="Filtrar solicitudes de cesión de derechos"
        valor={filtros}
        onCambiar={(f) => {
          setFiltros(normalizarFiltros(f));
          setPage(1);
          // 'Buscar' asks the server again even with the same filters (Mercados may have moved a request).
          void qc.invalidateQueries({ queryKey: ['cesiones', 'pagina'] });
        }}
        onAgregar={nueva}
      />
      <RejillaSolicitudesMercado
        lista={lista}
        nombre="Solicitudes de cesión de derechos"
        error="No fue posible consultar sus solicitudes de cesión de derechos."
        pagina={page}
        alCambiarPagina={setPage}
        tarjeta={(x) => <TarjetaCesion c={x} abrir={(dd) => setAbierto({ c: x, d: dd })} />}
      />

      {d === 'solicitud' ? <SolicitudCesionDialog contribuyenteId={contribuyenteId} c={actual} abierto alCambiar={(v) => !v && cerrar()} /> : null}
      <Confirmar
        abierto={d === 'enviar'}
        alCambiar={(v) => !v && cerrar()}
        titulo="Enviar a revisión"
        descripcion={`Solicitud ${actual?.folio ?? ''}. Se enviará a Mercados para su validación y ya no podrá modificarla. ¿Desea continuar?`}
        confirmar="Enviar a revisión"
        alConfirmar={() => actual && void enviar.ejecutar(actual.id)}
      />
      {actual ? (
        <SubirPdfDialog
          abierto={d === 'recibo'}
          alCambiar={(v) => !v && cerrar()}
          titulo="Subir Recibo Pago de Cesion Derecho"
          descripcion={`Recibo del pago de derechos de la solicitud ${actual.folio}. Mercados lo validará.`}
          etiqueta="Recibo de pago (PDF)"
          alSubir={async (f, p) => {
            try {
              await subirReciboCesion(actual.id, f, actual.id_recibo_pago, p);
            } catch {
              // the API client showed the server's message
              return false;
            }
            await qc.invalidateQueries({ queryKey: qkCesiones.todo });
            return true;
          }}
        />
      ) : null}
      <MotivoRechazoDialog motivo={actual?.motivo_rechazo ?? null} abierto={d === 'motivo'} onCerrar={cerrar} />
      <Visor fuente={fuente} alCerrar={cerrar} />
    </div>
  );
}
