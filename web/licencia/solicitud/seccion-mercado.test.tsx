// Datos del mercado as a screen reader meets it (spec 1 §2.4, §3, §4.6, §5.6): every control has
// its visible label bound by id, the choices are named, and a padrón concessionaire reads the
// spec's message. Rendered on the server, the way the other web unit tests render.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MESES } from '../../../domain/catalogos/establecimientos';
import { MERCADOS } from '../../../domain/licencia/mercados';
import { valoresInicialesLicencia, type LicenciaFormInput } from '../../../domain/licencia/schema';
import { qk } from '../../lib/consultas';
import { qkSolicitud } from './consultas';
import { SeccionMercado } from './seccion-mercado';
import type { ConcesionarioLocal } from './tipos';

const RFC = 'VECJ880326LP5';

function Formulario({ valores, children }: { valores: LicenciaFormInput; children: ReactNode }) {
  const form = useForm<LicenciaFormInput>({ defaultValues: valores });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function pintar(opts: { concesionario?: ConcesionarioLocal | null; valores?: Partial<LicenciaFormInput>; editable?: boolean } = {}) {
  const qc = new QueryClient();
  qc.setQueryData(qk.sesion, { role: 'contribuyente', contribuyente: { id: 7, rfc: RFC } });
  qc.setQueryData(qkSolicitud.mercados, MERCADOS.map((m) => ({ id: m.id, label: m.nombre, domicilio_texto: `Domicilio de ${m.nombre}` })));
  qc.setQueryData(qkSolicitud.meses, MESES);
  qc.setQueryData(qkSolicitud.concesionario(RFC), opts.concesionario ?? null);
  return renderToStaticMarkup(
    <QueryClientProvider client={qc}>
      <Formulario valores={{ ...valoresInicialesLicencia({ mercado: true }), ...opts.valores }}>
        <SeccionMercado editable={opts.editable ?? true} nueva />
      </Formulario>
    </QueryClientProvider>,
  );
}

/** The id of the control a visible label names (`<label for=…>texto</label>`), or null. */
function controlDe(html: string, texto: string): string | null {
  const m = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${texto}</label>`).exec(html);
  return m ? m[1] : null;
}
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('SeccionMercado (spec 1 §2.4 Mercados → Apertura)', () => {
  it('labels every control: Mercado, Locales, Pasillo, Mes de pago de piso, and the concession choice', () => {
    const html = pintar();
    expect(html).toContain('Datos del mercado');
    for (const [etiqueta, control] of [
      ['Mercado', 'select'],
      ['Locales', 'input'],
      ['Pasillo', 'input'],
      ['Mes de pago de piso', 'select'],
    ] as const) {
      const id = controlDe(html, etiqueta);
      expect(id, etiqueta).not.toBeNull();
      expect(html, etiqueta).toMatch(new RegExp(`<${control}[^>]*id="${esc(id!)}"`));
    }
    expect(html).toMatch(/<legend[^>]*>Ocupa el local como/);
    expect(controlDe(html, 'Concesionario')).toBe('mercado-concesionario');
    expect(controlDe(html, 'Arrendatario')).toBe('mercado-arrendatario');
    expect(html).toContain('Agregar local');
    // The market list, and January preselected for the floor fee (spec 1 §9).
    for (const m of MERCADOS) expect(html).toContain(`>${m.nombre}</option>`);
    expect(html).toMatch(/<option value="01" selected="">Enero<\/option>/);
  });

  it('a chosen market shows its address; the stalls entered are listed, each with its remove button', () => {
    const html = pintar({ valores: { mercado_id: 2, muchos_locales: ['A-14', 'B-3'] } });
    expect(html).toContain('Domicilio: Domicilio de Mercado Ignacio Manuel Altamirano');
    expect(html).toMatch(/<ul aria-label="Locales agregados"/);
    expect(html).toContain('aria-label="Quitar local A-14"');
    expect(html).toContain('aria-label="Quitar local B-3"');
    // Sent and locked: nothing to remove.
    expect(pintar({ valores: { muchos_locales: ['A-14'] }, editable: false })).not.toContain('Quitar local');
  });

  it("spec 1 §4.6: a concessionaire of the market padrón reads 'Se encuentra en el padrón de locatarios de mercados'", () => {
    const concesionario = { nombre: 'JULIETA VELÁZQUEZ CANCHÉ', rfc: RFC, mercado: 'Mercado Lázaro Cárdenas', mercado_id: 1, local: 'A-14' };
    const html = pintar({ concesionario });
    expect(html).toContain('Se encuentra en el padrón de locatarios de mercados');
    expect(html).toContain('JULIETA VELÁZQUEZ CANCHÉ: Mercado Lázaro Cárdenas, local A-14.');
    expect(pintar()).not.toContain('Se encuentra en el padrón');
  });
});
