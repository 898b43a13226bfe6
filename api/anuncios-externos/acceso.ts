// Who reaches a public-road sign request: the shared checks of api/anuncios/acceso.ts (its taxpayer;
// staff only to read, while a task of the request is in one of their areas; an establishment's
// sign is not found under these URLs), with this procedure's tipo.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { TipoSolicitudAnuncio } from '../../domain/anuncios/comun';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { cargarAnuncio, cargarDetalleAnuncio, cargarSolicitudAnuncio, estatusAnuncio, exigirEditable as exigir } from '../anuncios/acceso';
import type { VistaSolicitudAnuncio } from '../anuncios/anuncios.repository';
import type { Modo } from '../tramites/acceso';

export const TIPO_EXTERNO: TipoSolicitudAnuncio = 'externo';

/** spec 3 §4.1 status of the request (1, 10, 5, 4; 2 / 8 / 9 while paying). */
export const estatusDe = estatusAnuncio;

/** spec 3 §4.1: the taxpayer edits a request and its signs only at 1 or 5. */
export const exigirEditable = (v: VistaSolicitudAnuncio) => exigir(v, M.noEditable);

/** The request {id} of the public road. */
export const cargarSolicitudExterna = (db: Db, req: FastifyRequest, id: number, modo: Modo = 'leer') => cargarSolicitudAnuncio(db, req, id, TIPO_EXTERNO, modo);
/** The sign {id} of a public-road request, with its request. */
export const cargarAnuncioExterno = (db: Db, req: FastifyRequest, id: number, modo: Modo = 'leer') => cargarAnuncio(db, req, id, TIPO_EXTERNO, modo);
/** The detail row {id} of a public-road sign, with its sign and request. */
export const cargarDetalleExterno = (db: Db, req: FastifyRequest, id: number, modo: Modo = 'leer') => cargarDetalleAnuncio(db, req, id, TIPO_EXTERNO, modo);
