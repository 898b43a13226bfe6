import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { puedeAgregarSeccion } from '../../domain/dictamenes/reglas';
import { aNumero } from '../anuncios/comun/controles';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Campo, MensajeError } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { errorEn } from '../lib/formularios';
import type { FormEspectacular } from './valores';

const metros = (n: number) => n.toLocaleString('es-MX', { maximumFractionDigits: 2 });

/**
 * Secciones del Anuncio (spec 3 §2.6, §3.5, §5.4): the length and width of a face, 'Agregar
 * Sección' (only when both are non-zero), and the list of faces, each with its removal.
 */
export function SeccionSecciones({ editable }: { editable: boolean }) {
  const { control, formState } = useFormContext<FormEspectacular>();
  const { fields, append, remove } = useFieldArray({ control, name: 'secciones' });
  const [largo, setLargo] = useState('');
  const [ancho, setAncho] = useState('');
  const l = aNumero(largo);
  const a = aNumero(ancho);
  const valida = puedeAgregarSeccion(l, a);
  const agregar = () => {
    // spec 3 §5.4: without both measures nothing is added.
    if (!valida || l === null || a === null) return;
    append({ largo: l, ancho: a });
    setLargo('');
    setAncho('');
  };
  const error = errorEn(formState.errors, 'secciones');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{M.seccionesAnuncio}</CardTitle>
        <CardDescription>Medidas en metros de cada sección (cara) del anuncio. Agregue al menos una.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {editable ? (
          <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <Campo etiqueta="Largo (mts.)">
              {(c) => <Input {...c} type="number" inputMode="decimal" step="0.01" min={0} value={largo} onChange={(e) => setLargo(e.target.value)} />}
            </Campo>
            <Campo etiqueta="Ancho (mts.)">
              {(c) => <Input {...c} type="number" inputMode="decimal" step="0.01" min={0} value={ancho} onChange={(e) => setAncho(e.target.value)} />}
            </Campo>
            <Button type="button" variant="secondary" onClick={agregar} disabled={!valida}>
              <Plus aria-hidden="true" />
              {M.agregarSeccion}
            </Button>
          </div>
        ) : null}
        {fields.length ? (
          <ul aria-label="Secciones del anuncio" className="flex flex-col gap-2">
            {fields.map((f, i) => {
              const s = f as unknown as { largo: unknown; ancho: unknown };
              const fl = aNumero(s.largo) ?? 0;
              const fa = aNumero(s.ancho) ?? 0;
              return (
                <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
                  <span>
                    <span className="font-medium">Sección {i + 1}:</span> {metros(fl)} m de largo × {metros(fa)} m de ancho ({metros(fl * fa)} m²)
                  </span>
                  {editable ? (
                    <Button type="button" variant="ghost" size="sm" className="text-destructive" aria-label={`Quitar sección ${i + 1}`} onClick={() => remove(i)}>
                      <Trash2 aria-hidden="true" />
                      Quitar
                    </Button>
                  ) : null}
                  <MensajeError mensaje={errorEn(formState.errors, `secciones.${i}`)} />
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{M.sinRegistros}</p>
        )}
        <MensajeError mensaje={error} />
      </CardContent>
    </Card>
  );
}
