import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Building, CalendarClock, GitBranch, Inbox, Mail, Store, type LucideIcon } from 'lucide-react';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { ESTATUS } from '../../domain/tramite/estatus';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { esContribuyente, useSesionActiva } from '../lib/sesion';
import type { Sesion } from '../lib/tipos';
import { AvisosBebidas } from './avisos-bebidas';
import { AREA_DIALOGO, OPCIONES_AREA } from './opciones-area';
import { OpcionesDialog } from './opciones-dialog';
import { VentanillaCards } from './ventanilla-cards';
import { OBJETIVO_MINIMO } from '../components/ui/enlace';

function BotonGrande({ etiqueta, icono: Icono, onClick }: { etiqueta: string; icono: LucideIcon; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-32 flex-col items-center justify-center gap-3 rounded-lg bg-primary p-5 text-center text-base font-bold tracking-wide text-primary-foreground shadow-sm hover:bg-primary-hover"
    >
      <Icono aria-hidden="true" className="size-9" />
      {etiqueta}
    </button>
  );
}

function EstadoPerfil({ sesion }: { sesion: Sesion }) {
  const c = sesion.contribuyente;
  if (!c) return null;
  if (c.estatus === ESTATUS.ENVIADO) return <Alert variant="info">{MSG_EXTRA.perfilEnRevision}</Alert>;
  if (c.estatus === ESTATUS.APROBADO) return <Alert variant="success">{MSG.perfilValidado}</Alert>;
  const texto =
    c.estatus === ESTATUS.RECHAZADO
      ? 'Su perfil de contribuyente fue rechazado. Revise el motivo, corrija sus datos y envíelo de nuevo a revisión.'
      : 'Complete su perfil de contribuyente y envíelo a revisión: el Padrón de Contribuyentes lo validará y le avisará por correo.';
  return (
    <Alert variant={c.estatus === ESTATUS.RECHAZADO ? 'destructive' : 'warning'}>
      <span>{texto} </span>
      <Link to="/admin/datos-contribuyente" className={`${OBJETIVO_MINIMO} font-semibold underline`}>
        Ir a mi perfil de contribuyente
      </Link>
    </Alert>
  );
}

function InicioContribuyente({ sesion }: { sesion: Sesion }) {
  const navegar = useNavigate();
  // The area dialog serves both openings; a branch carries sucursal=1 to the form (spec 1 §2.4).
  const [area, setArea] = useState<'apertura' | 'sucursal' | null>(null);
  const [mercados, setMercados] = useState(false);
  const tipo = sesion.contribuyente?.tipo_proceso_id ?? 1;
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Inicio" descripcion={`Bienvenido(a), ${sesion.name}.`} />
      <EstadoPerfil sesion={sesion} />
      <AvisosBebidas />
      <section aria-labelledby="titulo-tramites" className="flex flex-col gap-3">
        <h2 id="titulo-tramites" className="text-lg font-semibold">
          ¿Qué desea hacer?
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <BotonGrande etiqueta="MERCADOS" icono={Store} onClick={() => setMercados(true)} />
          <BotonGrande etiqueta="RENOVACIÓN DE EJERCICIOS ANTERIORES" icono={CalendarClock} onClick={() => void navegar('/admin/establecimientos/solicitud-renovacion')} />
          <BotonGrande etiqueta="APERTURA DE ESTABLECIMIENTO" icono={Building} onClick={() => setArea('apertura')} />
          <BotonGrande etiqueta="APERTURA DE SUCURSAL" icono={GitBranch} onClick={() => setArea('sucursal')} />
        </div>
      </section>
      <section aria-labelledby="titulo-ventanilla" className="flex flex-col gap-3">
        <h2 id="titulo-ventanilla" className="text-lg font-semibold">
          Trámites de la ventanilla
        </h2>
        <VentanillaCards />
      </section>

      <OpcionesDialog
        abierto={area !== null}
        alCambiar={(v) => !v && setArea(null)}
        titulo={AREA_DIALOGO.titulo}
        descripcion={area === 'sucursal' ? 'Su sucursal se tramita como un establecimiento: ¿ante qué área desea tramitar su apertura?' : AREA_DIALOGO.descripcion}
        opciones={area === 'sucursal' ? OPCIONES_AREA.map((o) => ({ ...o, ruta: `${o.ruta}&sucursal=1` })) : OPCIONES_AREA}
      />
      <OpcionesDialog
        abierto={mercados}
        alCambiar={setMercados}
        titulo="Mercados"
        descripcion="¿Qué trámite desea realizar para su local de mercado?"
        opciones={[
          { etiqueta: 'Renovación', descripcion: 'Renovar la licencia de su local de mercado.', ruta: '/admin/establecimientos/solicitud-renovacion?mercado=1' },
          { etiqueta: 'Apertura', descripcion: 'Abrir un nuevo local de mercado.', ruta: `/admin/establecimientos/solicitud?tipo=${tipo}&mercado=1` },
        ]}
      />
    </div>
  );
}

function InicioPersonal({ sesion }: { sesion: Sesion }) {
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Inicio" descripcion={`Bienvenido(a), ${sesion.name}.`} />
      <div className="flex flex-wrap gap-3">
        {sesion.modules.includes('bandeja') ? (
          <Button asChild size="lg">
            <Link to="/admin/bandeja">
              <Inbox aria-hidden="true" />
              Bandeja de tareas
            </Link>
          </Button>
        ) : null}
        {sesion.modules.includes('correos') ? (
          <Button asChild size="lg" variant="outline">
            <Link to="/admin/correos">
              <Mail aria-hidden="true" />
              Correos enviados
            </Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Inicio (spec 1 §2.4). */
export function DashboardPage() {
  const sesion = useSesionActiva();
  return esContribuyente(sesion) ? <InicioContribuyente sesion={sesion} /> : <InicioPersonal sesion={sesion} />;
}
