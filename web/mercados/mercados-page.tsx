import { useState } from 'react';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Tabs } from '../components/ui/tabs';
import { useSesionActiva } from '../lib/sesion';
import { esPersonalMercados } from './consultas';
import { LocalesMercado } from './locales';
import { RangosCobroPiso } from './rangos';

/**
 * /admin/mercados — Mercados' staff page: the market padrón's stalls and who holds each
 * ('Locales y concesionarios'), and the floor-fee ranges that price them ('Rangos de cobro de piso').
 */
export function MercadosPage() {
  const sesion = useSesionActiva();
  const [pestana, setPestana] = useState('locales');
  if (!esPersonalMercados(sesion)) {
    return (
      <div className="flex flex-col gap-6">
        <Encabezado titulo="Mercados" />
        <Alert variant="warning" title="Sin acceso">
          Esta sección es exclusiva del personal de Mercados.
        </Alert>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Mercados" descripcion="Padrón de locales de los mercados municipales y cuotas mensuales de cobro de piso." />
      <Tabs
        etiqueta="Secciones de Mercados"
        valor={pestana}
        alCambiar={setPestana}
        pestanas={[
          { valor: 'locales', etiqueta: 'Locales y concesionarios', contenido: <LocalesMercado /> },
          { valor: 'rangos', etiqueta: 'Rangos de cobro de piso', contenido: <RangosCobroPiso /> },
        ]}
      />
    </div>
  );
}
