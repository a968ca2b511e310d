/**
 * /verificar (DECISIONS read-12): a school or a pharmacy types the code
 * printed on a prescription, certificate or report and learns whether it was
 * issued, by whom and when, and nothing of its content. Public: no sign-in.
 * A link or QR code with ?codigo=… opens it filled in and checked.
 */
import { ArrowLeft, SearchX, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Footer } from '../../components/Footer.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { MSG } from '../../messages.ts';
import { TEXTOS_VERIFICAR } from './textos.ts';
import { colegiado, fechaEmision, verificarCodigo, type ResultadoVerificacion } from './verificar.ts';

type Estado = { readonly fase: 'inicio' } | { readonly fase: 'comprobando' } | { readonly fase: 'resultado'; readonly resultado: ResultadoVerificacion };

function Resultado({ resultado }: { resultado: ResultadoVerificacion }) {
  const t = TEXTOS_VERIFICAR;
  if (resultado.estado === 'valido') {
    const d = resultado.documento;
    const filas = [
      [t.tipo, d.etiqueta],
      [t.emitido, fechaEmision(d.emitido_at)],
      [t.emisor, d.emisor.nombre],
      [t.colegiado, colegiado(d.emisor)],
      [t.codigo, d.codigo],
    ] as const;
    return (
      <div data-resultado="valido" className="rounded-2xl border-2 border-green-700 bg-green-50 p-4 sm:p-5">
        <h2 className="flex items-center gap-2 text-xl font-bold text-green-900">
          <ShieldCheck aria-hidden className="size-7 shrink-0" />
          {t.valido}
        </h2>
        <p className="mt-1 text-slate-800">{t.validoTexto}</p>
        <dl className="mt-4 grid items-baseline gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          {filas.map(([nombre, valor]) => (
            <div key={nombre} className="sm:contents">
              <dt className="text-sm font-semibold text-slate-700">{nombre}</dt>
              <dd className={`text-slate-900 [overflow-wrap:anywhere] ${nombre === t.codigo ? 'font-mono' : ''}`}>{valor}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 border-t border-green-200 pt-3 text-sm text-slate-700">{t.privacidad}</p>
      </div>
    );
  }
  if (resultado.estado === 'no_encontrado') {
    return (
      <div data-resultado="no-encontrado" className="rounded-2xl border-2 border-red-700 bg-red-50 p-4 sm:p-5">
        <h2 className="flex items-start gap-2 text-xl font-bold text-red-900">
          <SearchX aria-hidden className="size-7 shrink-0" />
          {t.noEncontrado}
        </h2>
        <p className="mt-2 font-mono text-slate-800 [overflow-wrap:anywhere]">{resultado.codigo}</p>
        <p className="mt-2 text-slate-800">{t.noEncontradoTexto}</p>
      </div>
    );
  }
  return (
    <div data-resultado="error" className="flex gap-3 rounded-2xl border-2 border-amber-600 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <TriangleAlert aria-hidden className="size-6 shrink-0" />
      <p className="font-semibold">{resultado.mensaje}</p>
    </div>
  );
}

export default function VerificarPage() {
  const t = TEXTOS_VERIFICAR;
  const [parametros, setParametros] = useSearchParams();
  const delEnlace = parametros.get('codigo')?.trim() ?? '';
  const [codigo, setCodigo] = useState(delEnlace);
  const [errorCampo, setErrorCampo] = useState<string | null>(null);
  const [estado, setEstado] = useState<Estado>(delEnlace ? { fase: 'comprobando' } : { fase: 'inicio' });
  // Only the newest check's answer is shown: a slow earlier one must not replace it.
  const ultima = useRef(0);

  const comprobar = useCallback(async (escrito: string) => {
    const numero = ++ultima.current;
    const resultado = await verificarCodigo(escrito);
    if (numero === ultima.current) setEstado({ fase: 'resultado', resultado });
  }, []);

  // A link or a QR code on the PDF opens the page already checked.
  const primerCodigo = useRef(delEnlace);
  useEffect(() => {
    if (primerCodigo.current) void comprobar(primerCodigo.current);
  }, [comprobar]);

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const limpio = codigo.trim();
    if (!limpio) {
      setErrorCampo(t.vacio);
      return;
    }
    setErrorCampo(null);
    setEstado({ fase: 'comprobando' });
    // The address names the code checked: it can be reloaded or shared.
    setParametros({ codigo: limpio }, { replace: true });
    void comprobar(limpio);
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-2 px-3 py-2">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl px-4 py-2.5 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            <ArrowLeft aria-hidden className="size-5" /> {t.volver}
          </Link>
          <span className="ml-auto font-bold text-teal-800">{MSG.appName}</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 space-y-5 px-3 py-6">
        <section>
          <h1 className="text-2xl font-bold text-slate-900">{t.titulo}</h1>
          <p className="mt-1 text-slate-700">{t.intro}</p>
        </section>
        <form noValidate onSubmit={enviar} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <label htmlFor="codigo-verificacion" className="block text-sm font-semibold text-slate-800">
            {t.etiqueta}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id="codigo-verificacion"
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
              placeholder={t.ejemplo}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              aria-invalid={errorCampo !== null}
              aria-describedby={errorCampo ? 'codigo-verificacion-ayuda codigo-verificacion-error' : 'codigo-verificacion-ayuda'}
              className={`h-12 w-full min-w-0 rounded-xl sm:flex-1 border-2 bg-white px-3 font-mono text-base uppercase tracking-wide text-slate-900 placeholder:normal-case placeholder:text-slate-500 focus:outline-none ${errorCampo ? 'border-red-600' : 'border-slate-300 focus:border-teal-700'}`}
            />
            <Button type="submit" disabled={estado.fase === 'comprobando'} className="sm:w-40">
              {estado.fase === 'comprobando' ? t.verificando : t.verificar}
            </Button>
          </div>
          <p id="codigo-verificacion-ayuda" className="mt-1 text-sm text-slate-600">
            {t.ayuda}
          </p>
          {errorCampo ? (
            <p id="codigo-verificacion-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errorCampo}
            </p>
          ) : null}
        </form>
        <div aria-live="polite">{estado.fase === 'resultado' ? <Resultado resultado={estado.resultado} /> : null}</div>
      </main>
      <Footer />
    </div>
  );
}
