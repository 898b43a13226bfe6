// Answers of the cadastre, property-tax and Zofemat lookups (spec 1 §3 Cadastre result, §7.4):
// the API's response schemas are the one source of these shapes.
import type { ResultadoCatastro } from '../../../api/predial/predio.schemas';

export type { ExpedienteZofemat, ResultadoCatastro } from '../../../api/predial/predio.schemas';

/** A key the cadastre knows: what a form may fill in from it. */
export type CatastroEncontrado = Extract<ResultadoCatastro, { resultados: 1 }>;
