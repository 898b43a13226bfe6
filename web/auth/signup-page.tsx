import { useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { signupSchema, type SignupInput } from '../../domain/auth/schema';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { normalizarRfc, rfcDigitoCorrecto } from '../../domain/common/rfc';
import { api } from '../lib/api';
import { useEscritoAntes, useHidratado } from '../lib/hidratado';
import { useAccion } from '../lib/use-accion';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { RfcInput } from '../components/ui/masked-input';
import { PantallaPublica } from './pantalla-publica';
import { ENLACE } from '../components/ui/enlace';

const base = zodResolver(signupSchema);
/** The confirmation is optional for the API; on this form it is required (spec 1 §5.2). */
const resolver: Resolver<SignupInput> = async (valores, ctx, op) => {
  const r = await base(valores, ctx, op);
  if (!valores.confirmPassword) {
    return { values: {}, errors: { ...r.errors, confirmPassword: { type: 'required', message: MSG.requerido } } };
  }
  return r as Awaited<ReturnType<Resolver<SignupInput>>>;
};

const CAMPOS_VACIOS: SignupInput = { rfc: '', email: '', password: '', confirmPassword: '' };

/** Registro de contribuyente: RFC, correo y contraseña. */
export function SignupPage() {
  const navegar = useNavigate();
  const { register, handleSubmit, setError, formState, watch, getValues, setValue } = useForm<SignupInput>({
    resolver,
    defaultValues: CAMPOS_VACIOS,
  });
  const formulario = useRef<HTMLFormElement>(null);
  const hidratado = useHidratado();
  useEscritoAntes(formulario, (campo, valor) => {
    if (campo in CAMPOS_VACIOS && getValues(campo as keyof SignupInput) !== valor) setValue(campo as keyof SignupInput, valor);
  });
  // A well-shaped RFC whose check character does not match is a hint, not a refusal (the SAT has issued such RFCs).
  const rfc = normalizarRfc(watch('rfc') ?? '');
  const digitoDudoso = (rfc.length === 12 || rfc.length === 13) && /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/.test(rfc) && !rfcDigitoCorrecto(rfc);
  const alta = useAccion({
    llamar: (v: SignupInput) => api.post('/api/signup', { rfc: v.rfc, email: v.email, password: v.password, confirmPassword: v.confirmPassword }),
    setError,
  });

  const registrar = handleSubmit(async (v) => {
    if ((await alta.ejecutar(v)).ok) void navegar('/signin', { replace: true, state: { username: v.rfc.trim().toUpperCase() } });
  });

  const e = formState.errors;
  return (
    <PantallaPublica titulo="Crear cuenta">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">Crear cuenta</h1>
          <CardDescription>Regístrese con el RFC de la persona física o moral titular de los trámites.</CardDescription>
        </CardHeader>
        <CardContent>
          <form ref={formulario} method="post" onSubmit={registrar} noValidate className="flex flex-col gap-4">
            <Campo
              etiqueta="RFC"
              error={e.rfc?.message}
              requerido
              ayuda={
                digitoDudoso ? (
                  <span className="font-medium text-amber-900">{MSG_EXTRA.rfcDigitoAdvertencia}</span>
                ) : (
                  '13 caracteres para persona física, 12 para persona moral.'
                )
              }
            >
              {(c) => <RfcInput {...c} {...register('rfc')} />}
            </Campo>
            <Campo etiqueta="Correo electrónico" error={e.email?.message} requerido>
              {(c) => <Input {...c} type="email" autoComplete="email" {...register('email')} />}
            </Campo>
            <Campo etiqueta="Contraseña" error={e.password?.message} requerido ayuda="Mínimo 8 caracteres.">
              {(c) => <Input {...c} type="password" autoComplete="new-password" {...register('password')} />}
            </Campo>
            <Campo etiqueta="Confirmar contraseña" error={e.confirmPassword?.message} requerido>
              {(c) => <Input {...c} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
            </Campo>
            <Button type="submit" size="lg" disabled={alta.ocupado || !hidratado}>
              Registrarme
            </Button>
          </form>
          <p className="mt-6 text-center text-sm">
            ¿Ya tiene cuenta?{' '}
            <Link to="/signin" className={ENLACE}>
              Iniciar sesión
            </Link>
          </p>
        </CardContent>
      </Card>
    </PantallaPublica>
  );
}
