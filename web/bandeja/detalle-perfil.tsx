import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../domain/common/catalogos';
import { MSG_EXTRA } from '../../domain/common/messages';
import { mascaraTelefono } from '../../domain/common/telefono';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { Visor } from '../components/visor';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { TablaDocumentos } from '../tramite/tabla-documentos';
import type { Documento, ItemCatalogo, Perfil, Persona, Representante } from '../lib/tipos';

const CATALOGO = { staleTime: 10 * 60_000 };

// The API's warnings are written for the taxpayer filling the form; the reviewer reads them as notes
// on what to check.
const PARA_REVISION: Record<string, string> = {
  [MSG_EXTRA.rfcDigitoAdvertencia]: 'El dígito verificador del RFC no coincide; verifique el RFC contra la constancia del SAT.',
};
const notaDeRevision = (advertencia: string) => PARA_REVISION[advertencia] ?? advertencia;
const tel = (v: string | null | undefined) => (v ? mascaraTelefono(v) : '—');


/** The local address as names, resolved through the same catalogues the taxpayer used. */
function DomicilioLocalTexto({ d }: { d: NonNullable<Perfil['domicilio']> }) {
  const loc = useQuery({ queryKey: qk.localidades, queryFn: () => api.get<ItemCatalogo[]>(`/api/cat/${ENTIDAD_DEFAULT}/${MUNICIPIO_DEFAULT}/localidades`, { silencioso: true }), ...CATALOGO });
  const col = useQuery({ queryKey: qk.colonias(d.localidad_id), queryFn: () => api.get<ItemCatalogo[]>(`/api/cat/colonias/${d.localidad_id}`, { silencioso: true }), ...CATALOGO });
  const cal = useQuery({ queryKey: qk.calles(d.colonia_id), queryFn: () => api.get<ItemCatalogo[]>(`/api/cat/calles/${d.colonia_id}`, { silencioso: true }), ...CATALOGO });
  const nombre = (l: ItemCatalogo[] | undefined, id: number) => l?.find((x) => x.id === id)?.label ?? `#${id}`;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Dato etiqueta="Calle">{`${nombre(cal.data, d.calle_id)} ${d.numero_exterior}${d.numero_interior ? ` int. ${d.numero_interior}` : ''}`}</Dato>
      <Dato etiqueta="Colonia">{nombre(col.data, d.colonia_id)}</Dato>
      <Dato etiqueta="Localidad">{`${nombre(loc.data, d.localidad_id)}, C.P. ${d.codigo_postal}`}</Dato>
    </dl>
  );
}

function TablaPersonas({ titulo, personas, legal }: { titulo: string; personas: (Persona | Representante)[]; legal?: boolean }) {
  return (
    <Table>
      <TableCaption>{titulo}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Nombre</TableHead>
          <TableHead>Correo electrónico</TableHead>
          <TableHead>Teléfono móvil</TableHead>
          <TableHead>Teléfono fijo</TableHead>
          {legal ? <TableHead>Representante legal</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody vacio="Sin registros">
        {personas.map((p) => (
          <TableRow key={p.id}>
            <TableCell>{[p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(' ')}</TableCell>
            <TableCell>{p.email}</TableCell>
            <TableCell className="whitespace-nowrap">{tel(p.telefono_movil)}</TableCell>
            <TableCell className="whitespace-nowrap">{tel(p.telefono_fijo)}</TableCell>
            {legal ? <TableCell>{'es_representante_legal' in p && p.es_representante_legal ? 'Sí' : 'No'}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What a reviewer checks: the taxpayer's data, representatives and every document. */
export function DetallePerfil({ perfil: p }: { perfil: Perfil }) {
  const [visor, setVisor] = useState<Documento | null>(null);
  const moral = p.tipo_persona === 2;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Contribuyente</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Dato etiqueta="Tipo de persona">{moral ? 'Persona moral' : 'Persona física'}</Dato>
            <Dato etiqueta="RFC">{p.rfc}</Dato>
            {moral ? <Dato etiqueta="Razón social">{p.razon_social}</Dato> : <Dato etiqueta="CURP">{p.curp}</Dato>}
            {moral ? null : <Dato etiqueta="Nombre">{[p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(' ')}</Dato>}
            <Dato etiqueta="Correo electrónico">{p.email}</Dato>
            <Dato etiqueta="Teléfono móvil">{tel(p.telefono_movil)}</Dato>
            <Dato etiqueta="Teléfono fijo">{tel(p.telefono_fijo)}</Dato>
            <Dato etiqueta="Teléfono de oficina">{tel(p.telefono_oficina)}</Dato>
          </dl>
          {p.advertencias?.length ? (
            <ul className="list-disc pl-5 text-sm text-amber-900">
              {p.advertencias.map((a) => (
                <li key={a}>{notaDeRevision(a)}</li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">Domicilio fiscal {p.es_externo ? '(externo)' : '(local)'}</h3>
            {p.es_externo && p.domicilioExterno ? (
              <dl className="grid gap-4 sm:grid-cols-3">
                <Dato etiqueta="Calle">{p.domicilioExterno.calle}</Dato>
                <Dato etiqueta="Colonia">{p.domicilioExterno.colonia}</Dato>
                <Dato etiqueta="Localidad">{p.domicilioExterno.localidad}</Dato>
                <Dato etiqueta="Cruzamientos">{[p.domicilioExterno.cruzamiento1, p.domicilioExterno.cruzamiento2].filter(Boolean).join(' y ')}</Dato>
              </dl>
            ) : p.domicilio ? (
              <DomicilioLocalTexto d={p.domicilio} />
            ) : (
              <p className="text-muted-foreground">Sin registros</p>
            )}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Representantes y tramitadores</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <TablaPersonas titulo="Representantes" personas={p.representantes} legal />
          {moral ? <TablaPersonas titulo="Tramitadores" personas={p.tramitadores} /> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Documentos</CardTitle>
        </CardHeader>
        <CardContent>
          <TablaDocumentos
            titulo="Documentos del contribuyente"
            conPersona
            documentos={p.documentos.map((d) => ({ ...d, titulo: d.nombre, archivo: d.nombre_archivo, persona: d.representante_nombre ?? 'Contribuyente' }))}
            alVer={(d) => setVisor(d)}
          />
        </CardContent>
      </Card>
      <Visor fuente={visor} alCerrar={() => setVisor(null)} />
    </>
  );
}
