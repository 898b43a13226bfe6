// Towers and antennas (`torre`, spec 3 §2.5, §3.4, §7.4) on the shared layer of api/dictamenes/: the
// adapter says what is the tower's own (its rows, form, files, answer, inbox detail and dictamen
// lines); the paths, the checks, the gates, the chain's moves, the signature and the PDF are the
// layer's. One line in api/catalogo-tramites.ts registers it.
import { torre } from '../../domain/dictamenes/definicion';
import { erroresEnvioTorre, SLOTS_TORRE } from '../../domain/dictamenes/reglas';
import { torreBorradorSchema } from '../../domain/dictamenes/schema';
import { solicitudesTorres } from '../../db/schema';
import type { AdaptadorDictamen } from '../dictamenes/adaptador';
import { rutasDictamen } from '../dictamenes/rutas';
import { tramiteApiDictamen } from '../dictamenes/tramite';
import { datosPdfTorre, detalleTareaTorre, entradaDe, tituloTorre, torreDto } from './torres.dto';
import { crearTorre, createTorresRepository, type EntradaPropiaTorre, type VistaTorre } from './torres.repository';
import { detalleTareaTorreSchema, torreSchema } from './torres.schemas';

export const adaptadorTorre: AdaptadorDictamen<VistaTorre, EntradaPropiaTorre> = {
  tipo: 'torre',
  tabla: solicitudesTorres,
  leer: async (deps, id) => {
    const v = await createTorresRepository({ db: deps.db }).leer(id);
    return v && v.s.procedimiento === torre.clave ? v : null;
  },
  listar: (deps, f) => createTorresRepository({ db: deps.db }).listar(f),
  crearPropio: crearTorre,
  actualizarPropio: (deps, id, e) => createTorresRepository({ db: deps.db }).actualizar(id, e),
  entrada: torreBorradorSchema,
  entradaDe,
  slots: SLOTS_TORRE,
  dto: torreDto,
  esquema: torreSchema,
  erroresEnvio: (v, ctx) => erroresEnvioTorre(entradaDe(v), Object.keys(v.d.archivos), ctx),
  titulo: tituloTorre,
  datosPdf: datosPdfTorre,
  detalleTarea: detalleTareaTorre,
  esquemaDetalle: detalleTareaTorreSchema,
};

export const torreApi = tramiteApiDictamen(torre, adaptadorTorre, rutasDictamen(adaptadorTorre, '/solicitud_torres'));
