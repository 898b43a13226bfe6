// The change of owner's form dialog body (spec 2 §2, §3, §5): the new owner (found by RFC), the
// property type, the flags that choose the documents (beverage licence when the business sells
// alcohol, land-use certificate), the documents (the old owner's closing notice, the new owner's
// opening notice…), the property documents and the photos. 'Generar solicitud' creates it,
// 'Actualizar solicitud' updates it while editable (1 or 5); the renewal's variant uses the Extra routes.
import { useId, useState } from 'react';
import { toast } from '../../lib/avisos';
import { UserSearch } from 'lucide-react';
import { MSG_CAMBIOS } from '../../../domain/cambios/comun';
import { MSG_CP_EXTRA } from '../../../domain/cambios/propietario/mensajes';
import { faltantesPropietario, ranurasPropietario } from '../../../domain/cambios/propietario/reglas';
import { cambioPropietarioSchema } from '../../../domain/cambios/propietario/schema';
import { TIPOS_PROPIEDAD } from '../../../domain/catalogos/establecimientos';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dato } from '../../components/ui/dato';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Opciones } from '../../components/ui/select-campo';
import { api } from '../../lib/api';
import { useAccion } from '../../lib/use-accion';
import { qkCambios } from '../comun/consultas';
import { formDataCambio } from '../comun/enviar';
import { SeccionArchivosCambio } from '../comun/seccion-archivos';
import { BusquedaRfcDialog } from './busqueda-rfc';
import { G, type CambioPropietarioDto, type ContribuyenteMinimo, type DatosEstablecimientoPropietario } from './consultas';

function Bandera({ etiqueta, valor, alCambiar, deshabilitado }: { etiqueta: string; valor: boolean; alCambiar: (v: boolean) => void; deshabilitado?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={valor} disabled={deshabilitado} onCheckedChange={(v) => alCambiar(v === true)} />
      <label htmlFor={id} className="text-sm">
        {etiqueta}
      </label>
    </div>
  );
}

export interface FormularioPropietarioProps {
  datos: DatosEstablecimientoPropietario;
  solicitud: CambioPropietarioDto | null;
  soloLectura: boolean;
  /** filed with a renewal: the Extra routes (renovacion = true) */
  extra?: boolean;
  alTerminar: (s?: CambioPropietarioDto) => void;
}

export function FormularioPropietario({ datos, solicitud, soloLectura, extra = false, alTerminar }: FormularioPropietarioProps) {
  const [nuevo, setNuevo] = useState<ContribuyenteMinimo | null>(solicitud?.new_contribuyente ?? null);
  const [buscar, setBuscar] = useState(false);
  const [tipoPropiedad, setTipoPropiedad] = useState<string>(String(solicitud?.tipo_propiedad_id ?? datos.tipo_propiedad_id ?? ''));
  const [usoSuelo, setUsoSuelo] = useState(solicitud?.tiene_uso_suelo ?? false);
  const [bebidas, setBebidas] = useState(solicitud?.has_licencia_bebidas ?? false);
  const [patente, setPatente] = useState(solicitud?.patente_propia ?? true);
  const [folio, setFolio] = useState(solicitud?.folio_licencia_bebida_alcoholica ?? '');
  const [archivos, setArchivos] = useState<Map<string, File>>(new Map());
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [erroresArchivo, setErroresArchivo] = useState<Record<string, string>>({});

  const alcohol = datos.has_alcohol;
  const flags = { tipo_propiedad_id: tipoPropiedad ? Number(tipoPropiedad) : null, has_alcohol: alcohol, has_licencia_bebidas: alcohol ? bebidas : null, patente_propia: alcohol && bebidas ? patente : null, tiene_uso_suelo: usoSuelo };
  const ranuras = ranurasPropietario(flags);
  const existentes = solicitud?.archivos ?? [];

  const guardar = useAccion({
    llamar: (cuerpo: FormData) => {
      if (solicitud) return api.post<CambioPropietarioDto>(`${G}/${extra ? 'updateSolicitudCambioPropietarioExtra' : 'updateSolicitudCambioPropietario'}/${datos.id}/${solicitud.id}`, cuerpo);
      return api.post<CambioPropietarioDto>(`${G}/${extra ? 'setSolicitudCambioPropietarioExtra' : 'setSolicitudCambioPropietario'}/${datos.id}`, cuerpo);
    },
    invalidar: [qkCambios.todo],
    alExito: (s: CambioPropietarioDto) => {
      setArchivos(new Map());
      alTerminar(s);
    },
  });

  const enviar = async () => {
    const campos = {
      id: datos.id,
      new_contribuyente_id: nuevo?.id,
      new_rfc: nuevo?.rfc,
      renovacion: extra,
      has_alcohol: alcohol,
      has_licencia_bebidas: alcohol ? bebidas : undefined,
      patente_propia: alcohol && bebidas ? patente : undefined,
      folio_licencia_bebida_alcoholica: alcohol && bebidas && patente ? folio : undefined,
      tiene_uso_suelo: usoSuelo,
      tipo_proceso_id: datos.tipo_proceso_id,
      tipo_propiedad_id: tipoPropiedad ? Number(tipoPropiedad) : undefined,
    };
    const r = cambioPropietarioSchema.safeParse(campos);
    const e: Record<string, string> = {};
    if (!r.success) for (const i of r.error.issues) e[String(i.path[0])] ??= i.message;
    if (!nuevo) e.new_rfc = MSG_CP_EXTRA.sinNuevoPropietario;
    const presentes = new Set([...existentes.map((a) => a.tipo_archivo), ...archivos.keys()]);
    const sinArchivo = faltantesPropietario(flags, presentes);
    setErrores(e);
    setErroresArchivo(Object.fromEntries(sinArchivo.map((c) => [c, MSG_CAMBIOS.requerido])));
    if (Object.keys(e).length || sinArchivo.length) {
      toast.warning(MSG_CAMBIOS.camposObligatorios);
      return;
    }
    await guardar.ejecutar(formDataCambio(campos, archivos));
  };

  return (
    <>
    <form
      noValidate
      aria-label="Datos del cambio de propietario"
      className="flex flex-col gap-5"
      onSubmit={(ev) => {
        ev.preventDefault();
        void enviar();
      }}
    >
      <dl className="grid gap-3 sm:grid-cols-2">
        <Dato etiqueta="Propietario actual (RFC)">
          <span className="font-mono">{solicitud?.old_rfc ?? datos.rfc}</span>
        </Dato>
        <Dato etiqueta="Domicilio del establecimiento">{datos.domicilio_texto}</Dato>
      </dl>

      <div className="flex flex-col gap-2">
        <Campo etiqueta="Nuevo propietario (RFC)" requerido error={errores.new_rfc ?? errores.new_contribuyente_id}>
          {(c) => <Input {...c} readOnly value={nuevo?.rfc ?? ''} placeholder="Busque al nuevo propietario por su RFC" className="font-mono" />}
        </Campo>
        {soloLectura ? null : (
          <Button type="button" variant="secondary" size="sm" className="self-start" onClick={() => setBuscar(true)}>
            <UserSearch aria-hidden="true" />
            Buscar por RFC
          </Button>
        )}
      </div>

      <Campo etiqueta="Tipo de propiedad" requerido error={errores.tipo_propiedad_id}>
        {(c) => (
          <Select {...c} value={tipoPropiedad} disabled={soloLectura} onChange={(e) => setTipoPropiedad(e.target.value)}>
            <Opciones items={TIPOS_PROPIEDAD} vacio="Seleccione" />
          </Select>
        )}
      </Campo>

      <div className="flex flex-col gap-2">
        <Bandera etiqueta="Cuento con constancia de uso de suelo" valor={usoSuelo} alCambiar={setUsoSuelo} deshabilitado={soloLectura} />
        {alcohol ? (
          <>
            <Bandera etiqueta="Cuento con licencia de bebidas alcohólicas" valor={bebidas} alCambiar={setBebidas} deshabilitado={soloLectura} />
            {bebidas ? <Bandera etiqueta="La patente es propia" valor={patente} alCambiar={setPatente} deshabilitado={soloLectura} /> : null}
            {bebidas && patente ? (
              <Campo etiqueta="Folio de la licencia de bebidas alcohólicas" requerido error={errores.folio_licencia_bebida_alcoholica}>
                {(c) => <Input {...c} value={folio} readOnly={soloLectura} maxLength={60} onChange={(e) => setFolio(e.target.value)} />}
              </Campo>
            ) : null}
          </>
        ) : null}
      </div>

      <SeccionArchivosCambio titulo="Documentos" ranuras={ranuras.documentos} existentes={existentes} valor={archivos} alCambiar={setArchivos} soloLectura={soloLectura} errores={erroresArchivo} />
      <SeccionArchivosCambio titulo="Documentos de la propiedad" ranuras={ranuras.propiedad} existentes={existentes} valor={archivos} alCambiar={setArchivos} soloLectura={soloLectura} errores={erroresArchivo} />
      <SeccionArchivosCambio titulo="Fotografías" ranuras={ranuras.fotos} existentes={existentes} valor={archivos} alCambiar={setArchivos} soloLectura={soloLectura} errores={erroresArchivo} />

      {soloLectura ? null : (
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => alTerminar()}>
            Cancelar
          </Button>
          <Button type="submit" disabled={guardar.ocupado}>
            {solicitud ? 'Actualizar solicitud' : 'Generar solicitud'}
          </Button>
        </div>
      )}
    </form>
    {buscar ? <BusquedaRfcDialog abierto alCambiar={setBuscar} propietarioActualId={datos.contribuyente_id} alElegir={setNuevo} /> : null}
    </>
  );
}
