import { useState } from 'react';
import { MSG_NOMBRE } from '../../../domain/cambios/nombre/schema';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { consultarLicenciaActual } from './consultas';

interface Props {
  locacionId: number;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
  /** this year's licence was found: the request's form opens */
  alConfirmar: () => void;
}

/**
 * spec 2 §2 prior dialog '¿Tiene licencia de año actual?' (Sí/No). 'Sí' asks the server; 'No', or
 * none found, says the renewal comes first: 'Al no contar con una licencia del año actual…'.
 */
export function LicenciaActualDialog({ locacionId, abierto, alCambiar, alConfirmar }: Props) {
  const [aviso, setAviso] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const cambiar = (v: boolean) => {
    if (!v) setAviso(null);
    alCambiar(v);
  };
  const si = async () => {
    setOcupado(true);
    try {
      const r = await consultarLicenciaActual(locacionId);
      if (r.encontrada) {
        cambiar(false);
        alConfirmar();
      } else setAviso(r.mensaje || MSG_NOMBRE.licenciaNoHallada);
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog open={abierto} onOpenChange={cambiar}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{MSG_NOMBRE.preguntaLicencia}</DialogTitle>
          <DialogDescription>Solo puede cambiar el nombre comercial de un establecimiento con la licencia de funcionamiento del año en curso.</DialogDescription>
        </DialogHeader>
        {aviso !== null ? (
          <Alert variant="destructive" title={aviso || undefined}>
            {MSG_NOMBRE.sinLicenciaActual}
          </Alert>
        ) : null}
        <DialogFooter>
          {aviso === null ? (
            <>
              <Button variant="outline" disabled={ocupado} onClick={() => setAviso('')}>
                No
              </Button>
              <Button disabled={ocupado} onClick={() => void si()}>
                Sí
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => cambiar(false)}>
              Cerrar
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
