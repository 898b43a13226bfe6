// A realistic excerpt of the municipality's address catalogues (INEGI keys: entidad 23,
// municipio 004). Enough to register any address in the demo; the real catalogue is loaded
// into the same tables in production.

export const LOCALIDADES = [
  { id: 1, cveLoc: '0001', label: 'CHETUMAL' },
  { id: 2, cveLoc: '0009', label: 'CALDERITAS' },
  { id: 3, cveLoc: '0213', label: 'SUBTENIENTE LÓPEZ' },
  { id: 4, cveLoc: '0083', label: 'HUAY-PIX' },
  { id: 5, cveLoc: '0232', label: 'XUL-HA' },
  { id: 6, cveLoc: '0155', label: 'NICOLÁS BRAVO' },
  { id: 7, cveLoc: '0092', label: 'JAVIER ROJO GÓMEZ' },
  { id: 8, cveLoc: '0005', label: 'ÁLVARO OBREGÓN' },
  { id: 9, cveLoc: '0106', label: 'MAHAHUAL' },
];

export const COLONIAS = [
  { id: 1, localidadId: 1, codigoPostal: '77000', label: 'CENTRO' },
  { id: 2, localidadId: 1, codigoPostal: '77098', label: 'BARRIO BRAVO' },
  { id: 3, localidadId: 1, codigoPostal: '77090', label: 'PLUTARCO ELÍAS CALLES' },
  { id: 4, localidadId: 1, codigoPostal: '77010', label: 'ADOLFO LÓPEZ MATEOS' },
  { id: 5, localidadId: 1, codigoPostal: '77013', label: 'DAVID GUSTAVO GUTIÉRREZ' },
  { id: 6, localidadId: 1, codigoPostal: '77083', label: 'PAYO OBISPO' },
  { id: 7, localidadId: 1, codigoPostal: '77086', label: 'PROTERRITORIO' },
  { id: 8, localidadId: 1, codigoPostal: '77086', label: 'SOLIDARIDAD' },
  { id: 9, localidadId: 1, codigoPostal: '77025', label: 'FORJADORES' },
  { id: 10, localidadId: 1, codigoPostal: '77030', label: 'CAMPESTRE' },
  { id: 11, localidadId: 1, codigoPostal: '77035', label: 'ITALIA' },
  { id: 12, localidadId: 1, codigoPostal: '77019', label: 'DEL BOSQUE' },
  { id: 13, localidadId: 1, codigoPostal: '77028', label: 'ANDRÉS QUINTANA ROO' },
  { id: 14, localidadId: 1, codigoPostal: '77079', label: 'LAGUNITAS' },
  { id: 15, localidadId: 1, codigoPostal: '77014', label: 'LAS AMÉRICAS' },
  { id: 16, localidadId: 2, codigoPostal: '77900', label: 'CALDERITAS CENTRO' },
  { id: 17, localidadId: 3, codigoPostal: '77960', label: 'SUBTENIENTE LÓPEZ' },
  { id: 18, localidadId: 4, codigoPostal: '77963', label: 'HUAY-PIX' },
  { id: 19, localidadId: 6, codigoPostal: '77980', label: 'NICOLÁS BRAVO' },
  { id: 20, localidadId: 9, codigoPostal: '77976', label: 'MAHAHUAL' },
];

const CALLES_CENTRO = [
  'AV. HÉROES',
  'AV. ÁLVARO OBREGÓN',
  'AV. BENITO JUÁREZ',
  'CALLE 22 DE ENERO',
  'AV. OTHÓN P. BLANCO',
  'AV. IGNACIO ZARAGOZA',
  'CALLE CARMEN OCHOA DE MERINO',
  'AV. 5 DE MAYO',
  'CALLE EFRAÍN AGUILAR',
  'AV. INDEPENDENCIA',
];
const CALLES_GENERALES = [
  'AV. INSURGENTES',
  'AV. BELICE',
  'AV. MAXUXAC',
  'AV. ERICK PAOLO MARTÍNEZ',
  'AV. CONSTITUYENTES',
  'AV. SAN SALVADOR',
  'AV. JUAN JOSÉ SIORDIA',
  'AV. VENUSTIANO CARRANZA',
  'CALZADA VERACRUZ',
  'CALLE LÁZARO CÁRDENAS',
];

export const CALLES = COLONIAS.flatMap((col) =>
  (col.id === 1 ? CALLES_CENTRO : CALLES_GENERALES.slice(0, col.localidadId === 1 ? 10 : 3)).map((label, i) => ({
    id: col.id * 100 + i,
    coloniaId: col.id,
    label: col.localidadId === 1 || col.id === 1 ? label : i === 0 ? 'CALLE PRINCIPAL' : `CALLE ${i + 1}`,
  })),
);
