// What the e.firma routes need, built once with the API's other dependencies (api/deps.ts): the
// recognised authorities (EFIRMA_AUTORIDADES; in a demonstration with the simulators on, also
// its test authority) and the revocation adapter (EFIRMA_CRL_URL, or the simulator's list).
import { readFileSync } from 'node:fs';
import { crearRevocacionCrl, type RevocacionAdapter } from '../../activities/adapters/revocacion';
import { leerCertificado, type CertificadoLeido } from '../../domain/efirma/certificado';
import { autoridadDemo, hayEfirmaDemo } from '../../sim/efirma/demo';
import type { Config } from '../config';

export interface EfirmaDeps {
  autoridades: CertificadoLeido[];
  revocacion: RevocacionAdapter;
  /** the mode at first boot, before the administrator sets one (api/efirma/ajustes.ts) */
  modoInicial: 'efirma' | 'clic';
}

/** A .cer in DER, or PEM ('-----BEGIN CERTIFICATE-----'). */
export function leerArchivoCertificado(ruta: string): CertificadoLeido {
  const crudo = readFileSync(ruta);
  const pem = /-----BEGIN CERTIFICATE-----([^-]+)-----END CERTIFICATE-----/.exec(crudo.toString('latin1'));
  return leerCertificado(new Uint8Array(pem ? Buffer.from(pem[1].replace(/\s+/g, ''), 'base64') : crudo));
}

export function crearEfirmaDeps(config: Config, simUrl: string): EfirmaDeps {
  const autoridades = config.EFIRMA_AUTORIDADES.split(',')
    .map((r) => r.trim())
    .filter(Boolean)
    .map(leerArchivoCertificado);
  // The demo authority's private key is in the repository: trusted in a demonstration only.
  if (config.SIM && config.DEMO && hayEfirmaDemo()) autoridades.push(leerCertificado(autoridadDemo().der));
  const url = config.EFIRMA_CRL_URL || `${simUrl}/efirma/crl`;
  return {
    autoridades,
    revocacion: crearRevocacionCrl({ url }, () => autoridades),
    modoInicial: config.EFIRMA ?? (config.DEMO ? 'efirma' : 'clic'),
  };
}
