import { describe, expect, it } from 'vitest';
import { MSG_CESION } from './mensajes';
import { rechazoCesionSchema, solicitudCesionSchema } from './schema';

const valido = { locacion: '12', id_local_mercado: '7', rfc: ' mapl800101ab9 ', familiar: 'true' };

describe('solicitudCesionSchema (Solicitar cesion derecho)', () => {
  it('reads the multipart text fields into numbers, an upper-case RFC and a boolean', () => {
    expect(solicitudCesionSchema.parse(valido)).toEqual({ locacion: 12, id_local_mercado: 7, rfc: 'MAPL800101AB9', familiar: true });
    expect(solicitudCesionSchema.parse({ ...valido, familiar: '0' }).familiar).toBe(false);
    expect(solicitudCesionSchema.parse({ ...valido, familiar: undefined }).familiar).toBe(false);
    expect(solicitudCesionSchema.parse({ ...valido, familiar: 1 }).familiar).toBe(true);
  });

  it('says what is missing, field by field', () => {
    const r = solicitudCesionSchema.safeParse({});
    expect(r.success).toBe(false);
    const porCampo = Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(porCampo).toMatchObject({ locacion: MSG_CESION.establecimiento, id_local_mercado: MSG_CESION.local, rfc: MSG_CESION.rfc });
  });

  it('refuses a malformed RFC and non-positive ids', () => {
    expect(solicitudCesionSchema.safeParse({ ...valido, rfc: 'ABC' }).error?.issues[0].message).toBe(MSG_CESION.rfc);
    expect(solicitudCesionSchema.safeParse({ ...valido, locacion: '0' }).error?.issues[0].message).toBe(MSG_CESION.establecimiento);
    expect(solicitudCesionSchema.safeParse({ ...valido, id_local_mercado: 'x' }).error?.issues[0].message).toBe(MSG_CESION.local);
  });
});

describe('rechazoCesionSchema (rechazarSolicitudcesion)', () => {
  it('requires a reason, trimmed', () => {
    expect(rechazoCesionSchema.parse({ motivo_rechazo: '  Falta la firma ' })).toEqual({ motivo_rechazo: 'Falta la firma' });
    expect(rechazoCesionSchema.safeParse({ motivo_rechazo: '   ' }).error?.issues[0].message).toBe(MSG_CESION.motivoRequerido);
    expect(rechazoCesionSchema.safeParse({}).error?.issues[0].message).toBe(MSG_CESION.motivoRequerido);
  });
});
