// Whether a certificate may sign for an account (docs/EFIRMA.md): RSA, issued by a
// recognised authority, a person's e.firma (not a CSD, not an authority), valid now, and the RFC
// in its subject the account's own. Revocation is asked separately, through an adapter
// (activities/adapters/revocacion.ts), because it needs the network.
import { normalizarRfc } from '../common/rfc';
import { emisorDe, type CertificadoLeido } from './certificado';
import { MSG_EFIRMA } from './mensajes';

export type MotivoRechazo = 'no_rsa' | 'csd' | 'autoridad' | 'emisor' | 'vencido' | 'aun_no_valido' | 'sin_rfc_cuenta' | 'rfc' | 'revocado';

export interface Rechazo {
  motivo: MotivoRechazo;
  mensaje: string;
}

export interface ContextoRevision {
  /** the account's RFC (null: the account has none) */
  rfcCuenta: string | null;
  ahora: Date;
  /** the recognised authorities' certificates */
  autoridades: readonly CertificadoLeido[];
}

/** The first reason to refuse the certificate, or null when it may sign for the account. */
export async function revisarCertificado(c: CertificadoLeido, ctx: ContextoRevision): Promise<Rechazo | null> {
  if (!c.esRsa) return { motivo: 'no_rsa', mensaje: MSG_EFIRMA.noRsa };
  if (c.esAutoridad) return { motivo: 'autoridad', mensaje: MSG_EFIRMA.esAutoridad };
  if (c.esCsd) return { motivo: 'csd', mensaje: MSG_EFIRMA.esCsd };
  if (!(await emisorDe(c, ctx.autoridades))) return { motivo: 'emisor', mensaje: MSG_EFIRMA.emisorNoReconocido };
  if (ctx.ahora.getTime() > c.validoHasta.getTime()) return { motivo: 'vencido', mensaje: MSG_EFIRMA.vencido(c.validoHasta) };
  if (ctx.ahora.getTime() < c.validoDesde.getTime()) return { motivo: 'aun_no_valido', mensaje: MSG_EFIRMA.aunNoValido(c.validoDesde) };
  const cuenta = ctx.rfcCuenta ? normalizarRfc(ctx.rfcCuenta) : '';
  if (!cuenta) return { motivo: 'sin_rfc_cuenta', mensaje: MSG_EFIRMA.sinRfcCuenta };
  if (!c.rfc || normalizarRfc(c.rfc) !== cuenta) return { motivo: 'rfc', mensaje: MSG_EFIRMA.rfcDistinto(c.rfc, cuenta) };
  return null;
}
