// What an official is told when a certificate, a key or a signature is refused: one clear Spanish
// sentence each, and nothing is signed.
import { fechaHoraCancun } from './fechas';

export const MSG_EFIRMA = {
  noEsCertificado: 'El archivo no es un certificado (.cer) válido. Elija el certificado de su e.firma que le entregó el SAT.',
  noRsa: 'El certificado no usa una llave RSA: no es una e.firma del SAT.',
  esCsd: 'El certificado es un Certificado de Sello Digital (CSD), que sirve para facturar; registre el certificado de su e.firma.',
  esAutoridad: 'El archivo es el certificado de una autoridad certificadora, no el de una persona.',
  emisorNoReconocido: 'El certificado no fue emitido por una autoridad certificadora reconocida (el SAT).',
  vencido: (hasta: Date) => `El certificado venció el ${fechaHoraCancun(hasta)}. Renueve su e.firma en el SAT y registre el nuevo certificado.`,
  aunNoValido: (desde: Date) => `El certificado aún no es válido: lo será a partir del ${fechaHoraCancun(desde)}.`,
  sinRfcCuenta: 'Su cuenta no tiene un RFC registrado. Pida al administrador que capture su RFC antes de registrar su e.firma.',
  rfcDistinto: (rfc: string | null, cuenta: string) => `El RFC del certificado (${rfc ?? 'sin RFC'}) no coincide con el RFC de su cuenta (${cuenta}).`,
  revocado: (fecha: Date) => `El certificado fue revocado el ${fechaHoraCancun(fecha)}. Tramite una nueva e.firma en el SAT.`,
  revocacionNoDisponible: 'No se pudo consultar si el certificado está revocado. Intente de nuevo en unos minutos; no se firmó nada.',
  sinCertificado: 'Registre el certificado (.cer) de su e.firma en su perfil antes de firmar.',
  noEsLlave: 'El archivo no es una llave privada (.key) de e.firma.',
  contrasenaIncorrecta: 'La contraseña de la llave privada no es correcta.',
  llaveNoCorresponde: 'La llave privada no corresponde al certificado registrado en su perfil.',
  firmaInvalida: 'La firma recibida no corresponde al certificado registrado; no se firmó el documento.',
  sesionVencida: 'La preparación de la firma venció o ya se usó. Vuelva a firmar.',
  documentoCambio: 'El documento cambió mientras firmaba (otra firma se registró antes). Vuelva a firmar.',
  pasoSinEfirma: 'Este paso no se firma con e.firma.',
  requiereEfirma: 'Este documento se firma con la e.firma: use «Firmar con e.firma».',
  sinDocumento: 'Este trámite no tiene un documento que firmar.',
  pdfNoFirmado: 'El PDF no tiene firmas electrónicas.',
  pdfInvalido: 'El archivo no es un PDF que se pueda verificar.',
} as const;
