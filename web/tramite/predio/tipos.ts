// Answers of the cadastre, property-tax and Zofemat lookups (spec 1 §3 Cadastre result, §7.4).

/** GET catastro/{clave} → data. */
export interface ResultadoCatastro {
  resultados: 0 | 1;
  cp?: string;
  id_localidad?: number;
  id_colonia?: number;
  id_calle?: number;
  num_predio?: string;
  m_construccion?: number;
}

export interface ExpedienteZofemat {
  num_expediente: string;
  estatus_pago: string;
}
