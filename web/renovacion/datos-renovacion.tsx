import { useState } from 'react';
import { Save } from 'lucide-react';
import type { EstablecimientoDetalle } from '../../api/establecimientos/establecimientos.schemas';
import type { LicenciaDto } from '../../api/licencias/licencias.schemas';
import { MESES } from '../../domain/catalogos/establecimientos';
import { MES_RESIDUOS_RENOVACION } from '../../domain/licencia/renovacion';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { useAccion } from '../lib/use-accion';
import { qkLic } from '../licencia/consultas';
import { renovar } from './consultas';

/** A market stall renews its floor fee too (spec 1 §3 mes_pago_piso_f). */
const esMercado = (d: EstablecimientoDetalle) => d.clave_catastral === 'MERCADO' || d.tipo_local_id === 2;

function SelectMes({ valor, alCambiar, disabled, c }: { valor: string; alCambiar: (v: string) => void; disabled: boolean; c: object }) {
  return (
    <Select {...c} value={valor} disabled={disabled} onChange={(e) => alCambiar(e.target.value)}>
      {MESES.map((m) => (
        <option key={m.id} value={m.id}>
          {m.label}
        </option>
      ))}
    </Select>
  );
}

/** The renewal's own choices (spec 1 §3, §9: the months default to '01'), saved with newyear while a draft. */
export function DatosRenovacion({ detalle, licencia, editable }: { detalle: EstablecimientoDetalle; licencia: LicenciaDto; editable: boolean }) {
  const [residuos, setResiduos] = useState(licencia.mes_pago_residuos ?? MES_RESIDUOS_RENOVACION);
  const [piso, setPiso] = useState(licencia.mes_pago_piso_f ?? MES_RESIDUOS_RENOVACION);
  const mercado = esMercado(detalle);
  const guardar = useAccion({
    llamar: () => renovar(detalle.id, licencia.anio, { mes_pago_residuos: residuos, ...(mercado ? { mes_pago_piso_f: piso } : {}) }),
    invalidar: [qkLic.establecimiento(detalle.id)],
  });
  const cambiado = residuos !== (licencia.mes_pago_residuos ?? MES_RESIDUOS_RENOVACION) || (mercado && piso !== (licencia.mes_pago_piso_f ?? MES_RESIDUOS_RENOVACION));
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5">
        <h2 className="text-lg font-semibold">Datos de la renovación {licencia.anio}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Campo etiqueta="Mes de pago de residuos sólidos" ayuda="Mes hasta el que pagará el servicio de recolección de residuos sólidos.">
            {(c) => <SelectMes c={c} valor={residuos} alCambiar={setResiduos} disabled={!editable} />}
          </Campo>
          {mercado ? (
            <Campo etiqueta="Mes de pago de piso" ayuda="Mes hasta el que pagará el derecho de piso del local.">
              {(c) => <SelectMes c={c} valor={piso} alCambiar={setPiso} disabled={!editable} />}
            </Campo>
          ) : null}
        </div>
        {editable ? (
          <div>
            <Button variant="outline" onClick={() => void guardar.ejecutar()} disabled={guardar.ocupado || !cambiado}>
              <Save aria-hidden="true" />
              Guardar
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
