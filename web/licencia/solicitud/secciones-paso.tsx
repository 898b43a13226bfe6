import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { Cargando } from '../../components/ui/skeleton';
import type { EstadoZofemat } from '../../tramite/predio/use-zofemat';
import type { IdPaso } from './pasos';
import { moduloPaso } from './pasos-diferidos';
import type { PropsArchivos } from './seccion-documentos';
import type { EstablecimientoDetalle } from './tipos';

/** One section of the form in its card. */
export function Tarjeta({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-5">{children}</CardContent>
    </Card>
  );
}

export interface PropsSecciones {
  editable: boolean;
  detalle: EstablecimientoDetalle | null;
  mercado: boolean;
  /** the map takes clicks only once the key opened the form (spec 1 §4.7) */
  abierto: boolean;
  zofemat: { estado: EstadoZofemat; reintentar: () => void };
  archivos: PropsArchivos;
  /** the request's steps, for the summary */
  pasos: readonly IdPaso[];
  alIr: (p: IdPaso) => void;
}

const cargando = (
  <Tarjeta>
    <Cargando texto="Cargando el paso…" filas={4} />
  </Tarjeta>
);

/** The sections of one step after Predial, once its code is here (pasos-diferidos.ts). */
export function SeccionesPaso({ id, ...p }: PropsSecciones & { id: Exclude<IdPaso, 'predial'> }) {
  switch (id) {
    case 'establecimiento': {
      const m = moduloPaso('establecimiento');
      if (!m) return cargando;
      return (
        <>
          {p.mercado ? (
            <Tarjeta>
              <m.SeccionMercado editable={p.editable} nueva={!p.detalle} />
            </Tarjeta>
          ) : null}
          <Tarjeta>
            <m.SeccionEstablecimiento editable={p.editable} zofemat={p.zofemat.estado} alReintentarZofemat={p.zofemat.reintentar} />
          </Tarjeta>
        </>
      );
    }
    case 'documentos': {
      const m = moduloPaso('documentos');
      return m ? (
        <Tarjeta>
          <m.SeccionDocumentos {...p.archivos} />
        </Tarjeta>
      ) : (
        cargando
      );
    }
    case 'ubicacion': {
      const m = moduloPaso('ubicacion');
      if (p.mercado) return null;
      return m ? (
        <Tarjeta>
          <m.SeccionUbicacion editable={p.editable} mapaActivo={p.abierto} />
        </Tarjeta>
      ) : (
        cargando
      );
    }
    case 'fotos': {
      const m = moduloPaso('fotos');
      return m ? (
        <Tarjeta>
          <m.SeccionFotos {...p.archivos} />
        </Tarjeta>
      ) : (
        cargando
      );
    }
    case 'revisar': {
      const m = moduloPaso('revisar');
      if (!m) return cargando;
      return (
        <>
          {/* A read-only request shows every section already: no summary of them again. */}
          {p.editable ? (
            <Tarjeta>
              <m.ResumenSolicitud pasos={p.pasos} guardados={p.archivos.guardados} pendientes={p.archivos.archivos.claves} alIr={p.alIr} />
            </Tarjeta>
          ) : null}
          {p.detalle ? (
            <Tarjeta>
              <m.SeccionAnunciosLicencia establecimiento={p.detalle} />
            </Tarjeta>
          ) : null}
        </>
      );
    }
  }
}
