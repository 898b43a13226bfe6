import { useState, type FormEvent } from 'react';
import { toast } from '../lib/avisos';
import { MSG } from '../../domain/common/messages';
import type { OnboardingInput } from '../../domain/perfil/schema';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { useCerrarSesion } from '../lib/sesion';
import { useAccion } from '../lib/use-accion';
import type { RespuestaOnboarding } from '../lib/tipos';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Grupo } from '../components/ui/form-field';
import { Opcion, RadioGroup } from '../components/ui/radio-group';

const PREGUNTA1 = [
  { valor: '1', etiqueta: 'Sí' },
  { valor: '2', etiqueta: 'No' },
  { valor: '3', etiqueta: 'No cuento con clave catastral' },
  { valor: '4', etiqueta: 'Soy locatario de mercado' },
];

/** The two onboarding questions of spec 1 §4.6, asked once before the profile form. */
export function OnboardingDialog({ abierto, userId }: { abierto: boolean; userId: number }) {
  const cerrarSesion = useCerrarSesion();
  const [p1, setP1] = useState('');
  const [p2, setP2] = useState('');
  const [errores, setErrores] = useState<{ p1?: string; p2?: string }>({});
  const preguntarAlcohol = p1 !== '' && p1 !== '3';
  const responder = useAccion({
    llamar: (cuerpo: OnboardingInput) => api.post<RespuestaOnboarding>('/api/contribuyentes/onboarding', cuerpo, { exito: false }),
    alExito: async (r) => {
      // spec 1 §4.6: without a cadastral key the session ends and the user returns to the login.
      if (r.cerrarSesion) await cerrarSesion(userId, '/signin');
      else if (r.concesionario) toast.success(MSG.padronMercados);
    },
    invalidar: (r) => (r.cerrarSesion ? [] : [qk.sesion]),
  });

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const err = { p1: p1 ? undefined : MSG.requerido, p2: preguntarAlcohol && !p2 ? MSG.requerido : undefined };
    setErrores(err);
    if (err.p1 || err.p2) return;
    const cuerpo: OnboardingInput = { pregunta1: Number(p1) as OnboardingInput['pregunta1'] };
    if (preguntarAlcohol) cuerpo.pregunta2 = p2 === 'si';
    await responder.ejecutar(cuerpo);
  };

  return (
    <Dialog open={abierto}>
      <DialogContent sinCerrar onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Antes de comenzar</DialogTitle>
          <DialogDescription>Sus respuestas nos indican qué área atenderá sus trámites.</DialogDescription>
        </DialogHeader>
        <form onSubmit={enviar} noValidate className="flex flex-col gap-5">
          <Grupo leyenda="¿Su negocio mide menos de 300 m²?" error={errores.p1} requerido>
            {(a) => (
              <RadioGroup value={p1} onValueChange={setP1} className="flex-col" aria-label="¿Su negocio mide menos de 300 m²?" {...a}>
                {PREGUNTA1.map((o) => (
                  <Opcion key={o.valor} id={`p1-${o.valor}`} value={o.valor} etiqueta={o.etiqueta} />
                ))}
              </RadioGroup>
            )}
          </Grupo>
          {p1 === '3' ? (
            <Alert variant="warning">
              Para realizar sus trámites en línea necesita la clave catastral de su predio. Al continuar se cerrará su sesión; acuda a Catastro municipal para obtenerla.
            </Alert>
          ) : null}
          {preguntarAlcohol ? (
            <Grupo leyenda="¿Su negocio venderá bebidas alcohólicas?" error={errores.p2} requerido>
              {(a) => (
                <RadioGroup value={p2} onValueChange={setP2} aria-label="¿Su negocio venderá bebidas alcohólicas?" {...a}>
                  <Opcion id="p2-si" value="si" etiqueta="Sí" />
                  <Opcion id="p2-no" value="no" etiqueta="No" />
                </RadioGroup>
              )}
            </Grupo>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={responder.ocupado}>
              Continuar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
