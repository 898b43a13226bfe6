// The kinds of agreement the municipality signs with a licensed business (spec 2 §3 "Convenio
// catalogue": id, descripcion, activo), seeded by db/seed.ts. Ids are stable: agreements refer to them.
export const CATALOGO_CONVENIOS: readonly { id: number; descripcion: string; activo: boolean }[] = [
  { id: 1, descripcion: 'Convenio de pago en parcialidades de derechos', activo: true },
  { id: 2, descripcion: 'Convenio de uso de vía pública', activo: true },
  { id: 3, descripcion: 'Convenio de recolección de residuos sólidos', activo: true },
  { id: 4, descripcion: 'Convenio de colaboración con Mercados', activo: true },
  { id: 5, descripcion: 'Convenio de colocación de anuncios', activo: true },
  { id: 6, descripcion: 'Convenio de horario extendido por temporada', activo: true },
  { id: 7, descripcion: 'Convenio de ocupación de Zona Federal Marítimo Terrestre', activo: false },
];
