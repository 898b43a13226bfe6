// The demonstration's e.firma: a test authority and one SAT-shaped certificate and .key per
// official who signs (sim/data/efirma, made by scripts/efirma-demo.ts and committed: a demo
// authority's keys protect nothing). README «e.firma de demostración» lists them.
import { existsSync, readFileSync } from 'node:fs';
import { autoridadDesde, type Autoridad } from './autoridad';

/** The password of every demo .key. */
export const CONTRASENA_EFIRMA_DEMO = 'Efirma2026!';

/** The officials who sign, with the RFC and CURP their accounts and certificates carry. */
export const FIRMANTES_DEMO: Record<string, { nombre: string; rfc: string; curp: string }> = {
  'direccion.ingresos': { nombre: 'MANUEL KU CANCHE', rfc: 'KUCM700312LQ4', curp: 'KUCM700312HQRXNN07' },
  tesoreria: { nombre: 'GABRIELA DZUL POOL', rfc: 'DUPG780521KJ9', curp: 'DUPG780521MQRZLB02' },
  fiscalizacion: { nombre: 'ROSA TUN CHI', rfc: 'TUCR810907H35', curp: 'TUCR810907MQRNHS04' },
  'desarrollo.urbano': { nombre: 'RAUL EK BALAM', rfc: 'EKBR760214PB2', curp: 'EKBR760214HQRXLL06' },
  mercados: { nombre: 'FELIPE CAUICH AKE', rfc: 'CAAF690830DE1', curp: 'CAAF690830HQRCKL03' },
  'direccion.urbano': { nombre: 'ALBERTO NOVELO SOSA', rfc: 'NOSA720118MX7', curp: 'NOSA720118HQRVSL05' },
};

/** Extra files that show the refusals: a revoked and an expired certificate of the Dirección de Ingresos. */
export const ARCHIVOS_RECHAZO_DEMO = ['direccion.ingresos-revocado', 'direccion.ingresos-vencido'] as const;

export const carpetaEfirmaDemo = new URL('../data/efirma/', import.meta.url);
const archivo = (nombre: string) => new URL(nombre, carpetaEfirmaDemo);

export function hayEfirmaDemo(): boolean {
  return existsSync(archivo('ac.cer'));
}

export function autoridadDemo(): Autoridad {
  return autoridadDesde(new Uint8Array(readFileSync(archivo('ac.cer'))), readFileSync(archivo('ac.key.pem'), 'utf8'));
}

export function archivosEfirmaDemo(nombre: string): { cer: Uint8Array; key: Uint8Array; contrasena: string } {
  return { cer: new Uint8Array(readFileSync(archivo(`${nombre}.cer`))), key: new Uint8Array(readFileSync(archivo(`${nombre}.key`))), contrasena: CONTRASENA_EFIRMA_DEMO };
}

/** The serials the demo CRL names (sim/data/efirma/revocados.json). */
export function revocadosDemo(): { serie: string; fecha: Date }[] {
  const f = archivo('revocados.json');
  if (!existsSync(f)) return [];
  return (JSON.parse(readFileSync(f, 'utf8')) as { serie: string; fecha: string }[]).map((r) => ({ serie: r.serie, fecha: new Date(r.fecha) }));
}
