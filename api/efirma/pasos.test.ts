// Every signature step a definition marks for e.firma has a document to sign (TramiteApi
// documentoFirma): otherwise, where the municipality adopted e.firma, the step could be approved
// neither by a click (api/efirma/compuerta.ts) nor by a signature.
import { describe, expect, it } from 'vitest';
import { pasoPideEfirma } from '../../domain/efirma/pasos';
import { esPasoDeFirma, type DefPaso } from '../../domain/tramite/definicion';
import { TRAMITES } from '../../domain/tramites';
import { TRAMITES_API } from '../catalogo-tramites';

const pasosDeFirma = Object.values(TRAMITES).flatMap((d) => (d.pasos as readonly DefPaso[]).filter(esPasoDeFirma).map((p) => ({ tramite: d.clave, paso: p })));

describe('e.firma: the signature steps and their documents', () => {
  it('every signature step says whether it is signed with e.firma', () => {
    expect(pasosDeFirma.length).toBeGreaterThan(0);
    expect(pasosDeFirma.filter(({ paso }) => typeof paso.efirma !== 'boolean').map(({ tramite, paso }) => `${tramite}.${paso.clave}`)).toEqual([]);
  });

  it('a step signed with e.firma has its procedure’s document to sign', () => {
    const sinDocumento = pasosDeFirma.filter(({ tramite, paso }) => pasoPideEfirma(paso) && !TRAMITES_API[tramite]?.documentoFirma);
    expect(sinDocumento.map(({ tramite, paso }) => `${tramite}.${paso.clave}`)).toEqual([]);
  });

  it('every signature step of the kit is signed with e.firma: licence, dictámenes, constancias, formats, authorizations', () => {
    expect(pasosDeFirma.filter(({ paso }) => !pasoPideEfirma(paso)).map(({ tramite, paso }) => `${tramite}.${paso.clave}`)).toEqual([]);
    expect(pasosDeFirma.map(({ tramite, paso }) => `${tramite}.${paso.clave}`)).toEqual(
      expect.arrayContaining(['torre.firma', 'espectacular.firma', 'horario_extraordinario.firma_operador', 'horario_extraordinario.firma_fiscalizador', 'musica_viva.firma_operador', 'musica_viva.firma_fiscalizador', 'anuncio.firma', 'anuncio_externo.firma', 'cesion_derecho.autorizacion']),
    );
  });

  it('the licence’s two signatures are e.firma’s', () => {
    expect(pasosDeFirma.filter(({ tramite, paso }) => tramite === 'licencia' && pasoPideEfirma(paso)).map(({ paso }) => paso.clave)).toEqual(['firma_director', 'firma_tesorero']);
  });
});
