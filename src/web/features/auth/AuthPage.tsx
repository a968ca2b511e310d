import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { api, ApiError } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Campo } from '../../components/ui/Campo.tsx';
import { MSG } from '../../messages.ts';
import { guardarPendienteSiHay, hayResultadoPendiente } from './resultado-pendiente.ts';
import { mensajeDeError } from './errores.ts';
import { CLAVE_SESION, useSesion } from './sesion.ts';

type Vista = 'entrar' | 'registro' | 'olvido' | 'reset' | 'enviado' | 'codigo';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function validarEmail(email: string): string | null {
  if (email.trim() === '') return MSG.auth.obligatorio;
  return EMAIL.test(email.trim()) ? null : MSG.auth.emailInvalido;
}

function validarContrasena(contrasena: string, nueva: boolean): string | null {
  if (contrasena === '') return MSG.auth.obligatorio;
  return nueva && contrasena.length < 8 ? MSG.auth.contrasenaCorta : null;
}

/** SPEC §2 /auth: tabs 'Iniciar Sesión' / 'Registrarse', Google when configured, password reset. */
export default function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cliente = useQueryClient();
  const { yo, cargando } = useSesion();
  const config = useQuery({ queryKey: ['config'], queryFn: api.configPublica, staleTime: Infinity });
  const conResultado = params.get('mode') === 'register' || params.get('returnToResult') === 'true';
  const [vista, setVista] = useState<Vista>(() => (params.get('mode') === 'reset' && params.get('token') ? 'reset' : params.get('mode') === 'register' ? 'registro' : 'entrar'));
  const [nombre, setNombre] = useState('');
  const [email, setEmail] = useState('');
  const [contrasena, setContrasena] = useState('');
  const [codigo, setCodigo] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const tratado = useRef(false);

  // A signed-in visitor goes to '/', first saving the result they registered for (SPEC §4) —
  // also when the first sign-in happens later, without the query parameters.
  useEffect(() => {
    if (cargando || !yo || tratado.current) return;
    tratado.current = true;
    void (async () => {
      if (hayResultadoPendiente()) {
        const guardado = await guardarPendienteSiHay();
        if (guardado) toast.success(MSG.toasts.bienvenida.titulo, { description: MSG.toasts.bienvenida.descripcion });
        else toast.error(MSG.toasts.pendienteError.titulo, { description: MSG.toasts.pendienteError.descripcion });
      }
      navigate('/', { replace: true });
    })();
  }, [cargando, yo, conResultado, navigate]);

  // Back from the e-mail link: confirmed (sign in now) or an old or broken link.
  const avisado = useRef(false);
  useEffect(() => {
    if (avisado.current) return;
    avisado.current = true;
    const error = params.get('error');
    if (error) toast.error(MSG.toasts.enlaceNoValido, { description: mensajeDeError(new ApiError(400, error, '')) });
    else if (params.get('verificado') === '1') toast.success(MSG.toasts.emailConfirmado.titulo, { description: MSG.toasts.emailConfirmado.descripcion });
  }, [params]);

  const errorEmail = intentado ? validarEmail(email) : null;
  const errorContrasena = intentado ? validarContrasena(contrasena, vista !== 'entrar') : null;

  async function enviar(e: FormEvent, accion: () => Promise<void>, errorTitulo: string, campos: (string | null)[]) {
    e.preventDefault();
    setIntentado(true);
    if (campos.some((c) => c !== null)) return;
    setOcupado(true);
    try {
      await accion();
    } catch (error) {
      toast.error(errorTitulo, { description: mensajeDeError(error) });
    } finally {
      setOcupado(false);
    }
  }

  const entrar = (e: FormEvent) =>
    enviar(
      e,
      async () => {
        const { necesitaCodigo } = await api.iniciarSesion({ email: email.trim(), password: contrasena });
        if (necesitaCodigo) {
          setIntentado(false);
          setVista('codigo');
          return;
        }
        await cliente.invalidateQueries({ queryKey: CLAVE_SESION });
      },
      MSG.toasts.errorEntrar,
      [validarEmail(email), validarContrasena(contrasena, false)],
    );

  const registrarse = (e: FormEvent) =>
    enviar(
      e,
      async () => {
        // The e-mail link brings the parent back here to sign in; a pending result is saved at that first sign-in.
        const callbackURL = '/auth?verificado=1';
        await api.registrarse({ name: nombre.trim(), email: email.trim(), password: contrasena, callbackURL });
        toast.success(MSG.toasts.registro.titulo, { description: MSG.toasts.registro.descripcion });
        setVista('enviado');
      },
      MSG.toasts.errorRegistro,
      [validarEmail(email), validarContrasena(contrasena, true)],
    );

  const verificarCodigo = (e: FormEvent) =>
    enviar(
      e,
      async () => {
        await api.verificarCodigo(codigo.trim());
        await cliente.invalidateQueries({ queryKey: CLAVE_SESION });
      },
      MSG.toasts.errorEntrar,
      [/^\d{6}$/.test(codigo.trim()) ? null : MSG.auth.codigoInvalido],
    );

  const pedirEnlace = (e: FormEvent) =>
    enviar(
      e,
      async () => {
        await api.pedirCambioContrasena(email.trim());
        toast.success(MSG.toasts.resetEnviado.titulo, { description: MSG.toasts.resetEnviado.descripcion });
        setVista('entrar');
      },
      MSG.toasts.errorEntrar,
      [validarEmail(email)],
    );

  const cambiar = (e: FormEvent) =>
    enviar(
      e,
      async () => {
        await api.cambiarContrasena(params.get('token') ?? '', contrasena);
        toast.success(MSG.toasts.resetHecho.titulo, { description: MSG.toasts.resetHecho.descripcion });
        setContrasena('');
        setVista('entrar');
      },
      MSG.toasts.errorEntrar,
      [validarContrasena(contrasena, true)],
    );

  const google = async () => {
    try {
      window.location.assign(await api.entrarConGoogle(conResultado ? '/auth?mode=register' : '/'));
    } catch (error) {
      console.warn('Google', error);
      toast.error(MSG.toasts.errorGoogle);
    }
  };

  const pestana = (id: 'entrar' | 'registro', texto: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={vista === id}
      onClick={() => {
        setVista(id);
        setIntentado(false);
      }}
      className={`min-h-11 flex-1 rounded-lg text-sm font-semibold ${vista === id ? 'bg-white text-teal-900 shadow' : 'text-slate-600'}`}
    >
      {texto}
    </button>
  );

  const a = MSG.auth;
  return (
    <main className="mx-auto w-full max-w-md px-3 py-6">
      <Button variante="fantasma" onClick={() => navigate('/')}>
        <ArrowLeft aria-hidden className="size-5" /> {MSG.appName}
      </Button>
      <section className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{a.titulo}</h1>
        {vista === 'entrar' || vista === 'registro' ? (
          <>
            <div role="tablist" className="mt-4 flex gap-1 rounded-xl bg-slate-100 p-1">
              {pestana('entrar', a.entrar)}
              {pestana('registro', a.registrarse)}
            </div>
            {config.data?.google ? (
              <>
                <Button variante="secundario" className="mt-4 w-full" onClick={google}>
                  {a.google}
                </Button>
                <p className="my-3 text-center text-sm text-slate-500">{a.o}</p>
              </>
            ) : null}
          </>
        ) : null}

        {vista === 'entrar' ? (
          <form noValidate onSubmit={entrar} className="mt-4 space-y-4">
            <Campo id="email" etiqueta={a.email} tipo="email" valor={email} onCambio={setEmail} error={errorEmail} autoComplete="email" />
            <Campo id="contrasena" etiqueta={a.contrasena} tipo="password" valor={contrasena} onCambio={setContrasena} error={errorContrasena} autoComplete="current-password" />
            <Button type="submit" className="w-full" disabled={ocupado}>
              {ocupado ? a.procesando : a.entrar}
            </Button>
            <button type="button" className="text-sm font-semibold text-teal-800 underline" onClick={() => setVista('olvido')}>
              {a.olvidada}
            </button>
          </form>
        ) : null}

        {vista === 'registro' ? (
          <form noValidate onSubmit={registrarse} className="mt-4 space-y-4">
            <Campo id="nombre" etiqueta={a.nombre} valor={nombre} onCambio={setNombre} error={null} autoComplete="given-name" />
            <Campo id="email" etiqueta={a.email} tipo="email" valor={email} onCambio={setEmail} error={errorEmail} autoComplete="email" />
            <Campo
              id="contrasena"
              etiqueta={a.contrasena}
              tipo="password"
              valor={contrasena}
              onCambio={setContrasena}
              error={errorContrasena}
              ayuda={a.ayudaContrasena}
              autoComplete="new-password"
            />
            <Button type="submit" className="w-full" disabled={ocupado}>
              {ocupado ? a.procesando : a.registrarse}
            </Button>
          </form>
        ) : null}

        {vista === 'codigo' ? (
          <form noValidate onSubmit={verificarCodigo} className="mt-4 space-y-4">
            <Campo
              id="codigo"
              etiqueta={a.codigo}
              valor={codigo}
              onCambio={setCodigo}
              error={intentado && !/^\d{6}$/.test(codigo.trim()) ? a.codigoInvalido : null}
              ayuda={a.codigoAyuda}
              autoComplete="one-time-code"
            />
            <Button type="submit" className="w-full" disabled={ocupado}>
              {ocupado ? a.procesando : a.verificar}
            </Button>
          </form>
        ) : null}

        {vista === 'enviado' ? (
          <div className="mt-4 space-y-4">
            <p className="text-slate-700">{a.revisaEmail(email.trim())}</p>
            <Button variante="secundario" className="w-full" onClick={() => setVista('entrar')}>
              {a.volverEntrar}
            </Button>
          </div>
        ) : null}

        {vista === 'olvido' ? (
          <form noValidate onSubmit={pedirEnlace} className="mt-4 space-y-4">
            <h2 className="font-semibold text-slate-800">{a.olvidada}</h2>
            <Campo id="email" etiqueta={a.email} tipo="email" valor={email} onCambio={setEmail} error={errorEmail} autoComplete="email" />
            <Button type="submit" className="w-full" disabled={ocupado}>
              {ocupado ? a.procesando : a.enviarEnlace}
            </Button>
            <button type="button" className="text-sm font-semibold text-teal-800 underline" onClick={() => setVista('entrar')}>
              {a.volverEntrar}
            </button>
          </form>
        ) : null}

        {vista === 'reset' ? (
          <form noValidate onSubmit={cambiar} className="mt-4 space-y-4">
            <Campo
              id="contrasena"
              etiqueta={a.contrasenaNueva}
              tipo="password"
              valor={contrasena}
              onCambio={setContrasena}
              error={errorContrasena}
              ayuda={a.ayudaContrasena}
              autoComplete="new-password"
            />
            <Button type="submit" className="w-full" disabled={ocupado}>
              {ocupado ? a.procesando : a.cambiar}
            </Button>
          </form>
        ) : null}
      </section>
    </main>
  );
}
