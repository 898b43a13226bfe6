import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Cargando } from '../components/ui/skeleton';
import { esContribuyente, useSesionActiva } from '../lib/sesion';
import { BannerEstatus } from './banner-estatus';
import { FormContribuyente } from './form-contribuyente';
import { OnboardingDialog } from './onboarding-dialog';
import { usePerfil } from './use-perfil';

/** /admin/datos-contribuyente — FormUpdateContribuyente (spec 1 §2.7). */
export function DatosContribuyentePage() {
  const sesion = useSesionActiva();
  const id = sesion.contribuyente?.id;
  const perfil = usePerfil(id);
  const contribuyente = esContribuyente(sesion);

  if (!contribuyente) {
    return (
      <div className="flex flex-col gap-6">
        <Encabezado titulo="Perfil de contribuyente" />
        <Alert variant="info">Esta sección es para contribuyentes.</Alert>
      </div>
    );
  }

  const estatus = perfil.data?.estatus ?? sesion.contribuyente?.estatus ?? 1;
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Perfil de contribuyente" descripcion={estatus === 1 || estatus === 5 ? 'Complete su información para continuar.' : undefined} />
      <BannerEstatus estatus={estatus} motivo={perfil.data?.motivo_rechazo ?? null} />
      {id && perfil.isPending ? (
        <Cargando texto="Cargando su perfil…" filas={6} />
      ) : id && perfil.isError ? (
        <Alert variant="destructive" title="No fue posible cargar su perfil.">
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void perfil.refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : (
        <FormContribuyente key={perfil.data?.id ?? 'nuevo'} perfil={perfil.data ?? null} sesion={sesion} />
      )}
      <OnboardingDialog abierto={!sesion.contribuyente?.onboarding_completo} userId={sesion.id} />
    </div>
  );
}
