import { ExternalLink } from 'lucide-react';
import { Confirmar } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import type { PdfVisible } from '../../components/visor';

/** The municipality's online property-tax site (configurable per deployment). */
export const URL_PREDIAL = (import.meta.env.VITE_PREDIAL_URL as string | undefined) || 'https://opb.gob.mx/';

/** The statement of an unpaid key, with the link to pay it online (spec 1 §4.7, §7.4, §7.5). */
export function pdfPredial(clave: string): PdfVisible {
  return {
    fuente: { titulo: 'Estado de cuenta del impuesto predial', nombreArchivo: `predial-${clave}.pdf`, ruta: `/api/licencia/${clave}/generatePagoPredial`, metodo: 'POST' },
    acciones: (
      <Button asChild>
        <a href={URL_PREDIAL} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          Pagar predial en línea
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      </Button>
    ),
  };
}

/**
 * spec 1 §4.7: a key whose property tax is unpaid opens 'Pagar predial' with the server's message.
 * 'Pagar en línea' shows the statement in the viewer and opens the property-tax site in a new tab.
 */
export function PagarPredialDialog({ clave, mensaje, alCerrar, alVerPdf }: { clave: string | null; mensaje: string; alCerrar: () => void; alVerPdf: (pdf: PdfVisible) => void }) {
  const pagar = () => {
    if (!clave) return;
    window.open(URL_PREDIAL, '_blank', 'noopener,noreferrer');
    alVerPdf(pdfPredial(clave));
  };
  return (
    <Confirmar
      abierto={clave !== null}
      alCambiar={(v) => !v && alCerrar()}
      titulo="Pagar predial"
      descripcion={mensaje}
      confirmar="Pagar en línea"
      cancelar="Cerrar"
      alConfirmar={pagar}
    />
  );
}
