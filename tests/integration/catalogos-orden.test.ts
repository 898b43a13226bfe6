// Place names in the order a Spanish reader expects: 'ÁLVARO OBREGÓN' came after
// 'XUL-HA' because the database ordered bytes. Ñ is checked too: English rules put it among the N.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catCalles, catColonias } from '../../db/schema';
import { contribuyenteConPerfil, crearEntorno, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
});
afterAll(async () => e?.cerrar());

const etiquetas = (r: { body: { data: { label: string }[] } }) => r.body.data.map((x) => x.label);

describe('catalogues of places in Spanish order', () => {
  it('the localities of Othón P. Blanco: ÁLVARO OBREGÓN among the A', async () => {
    const t = await contribuyenteConPerfil(e);
    const r = await t.get('/api/cat/23/4/localidades');
    expect(r.status).toBe(200);
    expect(etiquetas(r)).toEqual([
      'ÁLVARO OBREGÓN',
      'CALDERITAS',
      'CHETUMAL',
      'HUAY-PIX',
      'JAVIER ROJO GÓMEZ',
      'MAHAHUAL',
      'NICOLÁS BRAVO',
      'SUBTENIENTE LÓPEZ',
      'XUL-HA',
    ]);
  });

  it('colonias by locality and by postal code, and the streets of a colonia: accents in place, Ñ after N, numbers by value', async () => {
    const t = await contribuyenteConPerfil(e);
    await e.db.db.insert(catColonias).values([
      { id: 9001, localidadId: 1, codigoPostal: '77000', label: 'ÑUU SAVI' },
      { id: 9002, localidadId: 1, codigoPostal: '77000', label: 'NUEVO PROGRESO' },
      { id: 9003, localidadId: 1, codigoPostal: '77000', label: 'ÁLAMOS' },
      { id: 9004, localidadId: 1, codigoPostal: '77000', label: 'ZONA DE GRANJAS' },
    ]);
    await e.db.db.insert(catCalles).values([
      { id: 90001, coloniaId: 9004, label: 'CALLE 22 DE ENERO' },
      { id: 90002, coloniaId: 9004, label: 'ÉBANO' },
      { id: 90003, coloniaId: 9004, label: 'CALLE 5 DE MAYO' },
      { id: 90004, coloniaId: 9004, label: 'EJIDO' },
    ]);

    const colonias = etiquetas(await t.get('/api/cat/colonias/1'));
    expect(colonias.slice(0, 3)).toEqual(['ADOLFO LÓPEZ MATEOS', 'ÁLAMOS', 'ANDRÉS QUINTANA ROO']);
    expect(colonias.indexOf('NUEVO PROGRESO')).toBe(colonias.indexOf('ÑUU SAVI') - 1);
    expect(colonias.indexOf('ÑUU SAVI')).toBe(colonias.indexOf('PAYO OBISPO') - 1);
    expect(colonias.at(-1)).toBe('ZONA DE GRANJAS');

    const cp = await t.get('/api/cat/cp/77000');
    expect(cp.body.data.colonias.map((c: { label: string }) => c.label)).toEqual(['ÁLAMOS', 'CENTRO', 'NUEVO PROGRESO', 'ÑUU SAVI', 'ZONA DE GRANJAS']);

    expect(etiquetas(await t.get('/api/cat/calles/9004'))).toEqual(['CALLE 5 DE MAYO', 'CALLE 22 DE ENERO', 'ÉBANO', 'EJIDO']);
  });
});
