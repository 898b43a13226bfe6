import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from '../../lib/avisos';
import { Eye, Trash2, Undo2 } from 'lucide-react';
import type { ArchivoAnuncioDto } from '../../../api/anuncios/anuncios.schemas';
import { MENSAJES_ANUNCIO } from '../../../domain/anuncios/mensajes';
import { ARCHIVOS_ANUNCIO, validarArchivo, type SlotAnuncio } from '../../../domain/anuncios/reglas';
import { Visor, type DocumentoVisible } from '../../components/visor';
import { Button } from '../../components/ui/button';
import { FileInput } from '../../components/ui/file-input';
import { errorEn } from '../../lib/formularios';
import { leerBase64 } from '../../lib/archivos';

/** A stored file of a sign or of its request, as the API lists it. */
export type ArchivoExistente = ArchivoAnuncioDto;

interface Props {
  slots: readonly string[];
  requeridos: readonly string[];
  existentes?: Record<string, ArchivoAnuncioDto>;
  deshabilitado?: boolean;
}

const ACEPTAR = { imagen: '.png,.jpg,.jpeg,image/png,image/jpeg', pdf: '.pdf,application/pdf' } as const;
const AYUDA = { imagen: 'PNG, JPEG o JPG, menor a 14 MB.', pdf: 'PDF, menor a 14 MB.' } as const;
/** spec 3 §5.2 hint */
const AYUDA_CEDULA = MENSAJES_ANUNCIO.cedulaVigente;

const info = (slot: string) => (ARCHIVOS_ANUNCIO as Record<string, { etiqueta: string; tipo: 'imagen' | 'pdf' } | undefined>)[slot] ?? { etiqueta: slot, tipo: 'pdf' as const };

interface PropsSlot {
  slot: string;
  requerido: boolean;
  existente: ArchivoExistente | undefined;
  deshabilitado: boolean;
  alVer: (d: DocumentoVisible) => void;
}

/** One slot: the stored file (Ver, Quitar) and the chooser; the chosen file goes to archivos.<slot> as base64. */
function Slot({ slot, requerido, existente, deshabilitado, alVer }: PropsSlot) {
  const { control, setValue, formState } = useFormContext();
  const ruta = `archivos.${slot}`;
  const valor = useWatch({ control, name: ruta }) as { nombre: string } | null | undefined;
  const [archivo, setArchivo] = useState<File | null>(null);
  const { etiqueta, tipo } = info(slot);
  const quitado = valor === null;
  const guardado = existente && !quitado ? existente : null;
  const elegido = valor ? archivo : null;

  const elegir = async (f: File | null) => {
    setArchivo(f);
    if (!f) {
      setValue(ruta, undefined, { shouldDirty: true });
      return;
    }
    try {
      const data = await leerBase64(f);
      setValue(ruta, { nombre: f.name, tipo: f.type || (tipo === 'pdf' ? 'application/pdf' : 'image/jpeg'), data }, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    } catch {
      toast.error('No fue posible leer el archivo.');
      setArchivo(null);
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-md border border-border p-3">
      {deshabilitado ? (
        <p className="text-sm font-medium">{etiqueta}</p>
      ) : (
        <FileInput
          etiqueta={etiqueta}
          requerido={requerido}
          archivo={elegido}
          alElegir={(f) => void elegir(f)}
          aceptar={ACEPTAR[tipo]}
          ayuda={`${slot === 'constancia_cedula_catastral' ? `${AYUDA_CEDULA} ` : ''}${AYUDA[tipo]}${guardado ? ' Un archivo nuevo reemplaza al actual.' : ''}`}
          validar={(f) => validarArchivo(slot, f.name, f.type, f.size)}
          error={guardado ? undefined : errorEn(formState.errors, ruta)}
        />
      )}
      {guardado ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="min-w-0 flex-1 break-words">{guardado.nombre}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => alVer({ id: guardado.id, nombre: etiqueta, nombre_archivo: guardado.nombre, mime: guardado.mime })} aria-label={`Ver ${etiqueta}`}>
            <Eye aria-hidden="true" />
            Ver
          </Button>
          {!deshabilitado && !requerido && !elegido ? (
            <Button type="button" variant="ghost" size="sm" className="text-destructive" onClick={() => setValue(ruta, null, { shouldDirty: true })} aria-label={`Quitar ${etiqueta}`}>
              <Trash2 aria-hidden="true" />
              Quitar
            </Button>
          ) : null}
        </div>
      ) : existente && quitado && !deshabilitado ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>Se quitará {existente.nombre} al guardar.</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => setValue(ruta, undefined, { shouldDirty: true })}>
            <Undo2 aria-hidden="true" />
            Conservar
          </Button>
        </div>
      ) : deshabilitado ? (
        <p className="text-sm text-muted-foreground">Sin documento</p>
      ) : null}
    </div>
  );
}

/**
 * The files of a sign or of its request (spec 3 §3.1, §3.2, §5.2): one slot per code, photos
 * PNG/JPEG/JPG and documents PDF, each under 14 MB, with the spec's messages (domain
 * validarArchivo). A chosen file is written to archivos.<slot> as { nombre, tipo, data } (base64),
 * a removed stored file as null; a slot left alone keeps its file.
 */
export function ArchivosAnuncio({ slots, requeridos, existentes = {}, deshabilitado = false }: Props) {
  const [ver, setVer] = useState<DocumentoVisible | null>(null);
  return (
    <>
      <div className="grid gap-3 md:grid-cols-2">
        {slots.map((s) => (
          <Slot key={s} slot={s} requerido={requeridos.includes(s)} existente={existentes[s]} deshabilitado={deshabilitado} alVer={setVer} />
        ))}
      </div>
      <Visor fuente={ver} alCerrar={() => setVer(null)} />
    </>
  );
}

export type { SlotAnuncio };
