// Realistic sample inputs of every printout, shared by the tests and bench/pdf.bench.ts.
import type { AnuenciaPdf, EstadoCuentaPdf, LicenciaPermanentePdf, LicenciaProvisionalPdf, PredialPdf, ReciboPdf, SolicitudPdf, UsoSueloPdf } from './tipos';

export const GENERADO_EN = new Date('2026-11-22T16:05:00Z'); // 11:05 in Chetumal

const establecimiento = {
  nombreComercial: 'Abarrotes La Bahía',
  clave: 'OPB-2026-004512',
  domicilio: 'Av. Álvaro Obregón 245, entre Juárez y Héroes, Col. Centro, C.P. 77000, Chetumal',
  claveCatastral: '04010010230150001',
  giroPrincipal: 'Tienda de abarrotes, misceláneas y ultramarinos',
  actividadesSecundarias: ['Venta de agua purificada', 'Recargas telefónicas y pago de servicios'],
  superficieM2: 86.5,
};

const titular = { nombre: 'Diana Elena González Esquivel', rfc: 'GODE561231GR8' };

export const LICENCIA_PERMANENTE: LicenciaPermanentePdf = {
  tipoLicenciaId: 1,
  folio: 'LF-2026-000123',
  anio: 2026,
  tipoProcesoId: 2,
  establecimiento,
  titular,
  fechaExpedicion: '2026-11-22',
  publicUrl: 'https://ventanilla.opb.gob.mx/',
  codigoVerificacion: 'LF-2026-000123-9C41E07B5D2A8F3361B0C4E7A2D95F18',
  firmas: { directorIngresos: 'C.P. Jorge Armando Canul Pech', tesorero: 'Mtra. Lucía Fernanda Chan Uc', cargoTesorero: 'Tesorera Municipal' },
};

export const LICENCIA_PROVISIONAL: LicenciaProvisionalPdf = {
  tipoLicenciaId: 2,
  folio: 'LF-2026-000124',
  anio: 2026,
  tipoProcesoId: 1,
  establecimiento: { ...establecimiento, nombreComercial: 'Restaurante El Manatí', clave: 'OPB-2026-004513', actividadesSecundarias: [], superficieM2: 240 },
  titular: { nombre: 'Servicios Turísticos del Caribe Sur, S.A. de C.V.', rfc: 'STC1803129K1' },
  fechaExpedicion: '2026-03-05',
  publicUrl: 'https://ventanilla.opb.gob.mx',
  codigoVerificacion: 'LF-2026-000124-07D3B9E15A6C42F8E1B93A0D6C5F7E24',
};

export const SOLICITUD: SolicitudPdf = {
  folio: 'SOL-2026-000987',
  anio: 2026,
  estatus: 'Enviada a revisión',
  fechaSolicitud: '2026-11-20T21:30:00Z',
  tipoProcesoId: 2,
  renovacion: false,
  contribuyente: {
    ...titular,
    curp: 'GOED561231MQRNSN09',
    email: 'diana.gonzalez@example.com',
    telefono: '9831234567',
    tipoPersona: 1,
    representante: null,
  },
  establecimiento: {
    ...establecimiento,
    clave: null,
    tipoPropiedad: 'Arrendado',
    categoria: 'Matriz',
    tipoLocal: 'Normales',
    telefono: '9837654321',
    numeroEmpleados: 3,
    numeroHabitaciones: null,
    cajonesEstacionamiento: 2,
    inversionEstimada: 185000,
    fechaAltaHacienda: '2026-10-01',
    horarioExtendido: false,
    bebidasAlcoholicas: false,
    tieneUsoSuelo: true,
  },
  documentos: [
    { nombre: 'Constancia de situación fiscal (SAT)', fecha: '2026-11-18T15:12:00Z' },
    { nombre: 'Contrato de arrendamiento', fecha: '2026-11-18T15:14:00Z' },
    { nombre: 'Comprobante de pago de predial', fecha: '2026-11-19T17:40:00Z' },
  ],
};

export const ANUENCIA: AnuenciaPdf = {
  folio: 'APC-2026-000311',
  periodo: 2026,
  establecimiento,
  titular,
  fechaAprobacion: '2026-11-21',
  firmante: { nombre: 'Ing. Raúl Enrique Poot Dzib', cargo: 'Coordinador Municipal de Protección Civil' },
};

export const USO_SUELO: UsoSueloPdf = {
  folio: 'CUS-2026-000078',
  giro: 'Tienda de abarrotes, misceláneas y ultramarinos',
  domicilio: establecimiento.domicilio,
  superficieM2: 86.5,
  fecha: '2026-11-19',
  nombreComercial: establecimiento.nombreComercial,
  claveCatastral: establecimiento.claveCatastral,
  titular,
};

export const ESTADO_CUENTA: EstadoCuentaPdf = {
  servicioId: 1750,
  folio: 'EC-1750-2026-004421',
  referencia: '1750040100123420261130',
  fechaEmision: '2026-11-22',
  fechaLimitePago: '2026-11-30',
  contribuyente: titular,
  establecimiento: { nombreComercial: establecimiento.nombreComercial, clave: establecimiento.clave, claveCatastral: establecimiento.claveCatastral },
  periodo: 'Enero a diciembre de 2026',
  conceptos: [
    { clave: 'RS-01', descripcion: 'Recolección de residuos sólidos no peligrosos, ejercicio 2026', importe: 1134.5 },
    { clave: 'RS-02', descripcion: 'Actualización y recargos', importe: 100 },
  ],
};

export const RECIBO: ReciboPdf = {
  folioPago: 'PL-2026-118204',
  autorizacion: '083512',
  servicioId: 1752,
  fechaPago: '2026-11-22T19:47:00Z',
  contribuyente: titular,
  establecimiento: { nombreComercial: establecimiento.nombreComercial, clave: establecimiento.clave },
  folioEstadoCuenta: 'EC-1752-2026-000915',
  referencia: '1752040100123420261130',
  conceptos: [{ descripcion: 'Anuencia de Protección Civil, ejercicio 2026', importe: 650 }],
};

export const PREDIAL: PredialPdf = {
  claveCatastral: '04010010230150001',
  propietario: 'Diana Elena González Esquivel',
  ubicacion: 'Av. Álvaro Obregón 245, Col. Centro, Chetumal',
  fechaEmision: '2026-11-22',
  fechaLimitePago: '2026-12-31',
  referencia: 'PRED-04010010230150001-2026',
  adeudos: [
    { anio: 2024, impuesto: 980.4, recargos: 152.35 },
    { anio: 2025, impuesto: 1012.1, recargos: 61.2 },
    { anio: 2026, impuesto: 1045.75, descuento: 104.58 },
  ],
};
