import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DERECHOS, solicitudDerechosSchema, type SolicitudDerechos, type TipoDerecho } from '../../../shared/solicitud-derechos.ts';
import { BotonVolver } from '../../components/BotonVolver.tsx';
import { Footer } from '../../components/Footer.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Campo } from '../../components/ui/Campo.tsx';
import { Seccion } from '../../components/ui/Seccion.tsx';
import { MSG } from '../../messages.ts';
import { useDatosEmpresa } from '../legal/empresa.ts';
import { descargarPdf, enlaceCorreo } from './documento.ts';

type Campos = Record<keyof SolicitudDerechos, string>;
const VACIO: Campos = { fullName: '', email: '', dni: '', phone: '', rightType: '', details: '', motivation: '' };

/** Opens a link (the mail client for mailto:) the way a click on it would. */
function abrirEnlace(href: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.click();
}

function AreaTexto({ id, etiqueta, valor, onCambio, error, alto }: { id: string; etiqueta: string; valor: string; onCambio: (v: string) => void; error: string | null; alto: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {etiqueta}
      </label>
      <textarea
        id={id}
        value={valor}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onCambio(e.target.value)}
        className={`mt-1 w-full rounded-xl border-2 bg-white p-3 text-base focus:outline-none ${alto} ${error ? 'border-red-600' : 'border-slate-300 focus:border-teal-700'}`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** SPEC §2 /derechos, sections in the spec's order; nothing is sent to the server. */
export default function DerechosPage() {
  const empresa = useDatosEmpresa();
  const [campos, setCampos] = useState<Campos>(VACIO);
  const [errores, setErrores] = useState<Partial<Record<keyof Campos, string>>>({});
  const d = MSG.derechos;

  const validar = (): SolicitudDerechos | null => {
    const resultado = solicitudDerechosSchema.safeParse(campos);
    if (resultado.success) {
      setErrores({});
      return resultado.data;
    }
    const nuevos: Partial<Record<keyof Campos, string>> = {};
    for (const issue of resultado.error.issues) {
      const campo = issue.path[0] as keyof Campos;
      nuevos[campo] ??= /^(Invalid|Expected)/.test(issue.message) ? MSG.auth.obligatorio : issue.message;
    }
    setErrores(nuevos);
    return null;
  };

  const correo = (e: FormEvent) => {
    e.preventDefault();
    const solicitud = validar();
    if (solicitud) abrirEnlace(enlaceCorreo(solicitud, empresa.emailPrivacidad));
  };

  const pdf = async () => {
    const solicitud = validar();
    if (!solicitud) return;
    try {
      await descargarPdf(solicitud, `${empresa.nombre} — ${empresa.emailPrivacidad}`);
    } catch (error) {
      console.warn('PDF', error);
      toast.error(d.pdfError);
    }
  };

  const campo = (k: keyof Campos) => (v: string) => setCampos((prev) => ({ ...prev, [k]: v }));
  const req = (t: string) => `${t} *`;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-3 py-2">
          <BotonVolver conTexto={false} />
          <span className="font-bold text-teal-800">{MSG.appName}</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 space-y-5 px-3 py-6">
        <section>
          <h1 className="text-2xl font-bold text-slate-900">{d.titulo}</h1>
          <p className="mt-1 text-slate-700">{d.subtitulo}</p>
        </section>

        <ul className="grid gap-3 sm:grid-cols-2">
          {d.tarjetas.map(([titulo, texto]) => (
            <li key={titulo} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <h2 className="font-bold text-teal-900">{titulo}</h2>
              <p className="mt-1 text-sm text-slate-700">{texto}</p>
            </li>
          ))}
        </ul>

        <Seccion titulo={d.formulario}>
          <form noValidate onSubmit={correo} className="space-y-4">
            <p className="text-sm text-slate-600">{d.obligatorios}</p>
            <Campo id="fullName" etiqueta={req(d.fullName)} valor={campos.fullName} onCambio={campo('fullName')} error={errores.fullName ?? null} autoComplete="name" />
            <Campo id="email" etiqueta={req(d.email)} tipo="email" valor={campos.email} onCambio={campo('email')} error={errores.email ?? null} autoComplete="email" />
            <Campo id="dni" etiqueta={req(d.dni)} valor={campos.dni} onCambio={campo('dni')} error={errores.dni ?? null} />
            <Campo id="phone" etiqueta={d.phone} valor={campos.phone} onCambio={campo('phone')} error={errores.phone ?? null} autoComplete="tel" />
            <div>
              <label htmlFor="rightType" className="block text-sm font-semibold text-slate-800">
                {req(d.rightType)}
              </label>
              <select
                id="rightType"
                value={campos.rightType}
                aria-invalid={Boolean(errores.rightType)}
                onChange={(e) => campo('rightType')(e.target.value)}
                className={`mt-1 h-12 w-full rounded-xl border-2 bg-white px-3 text-base ${errores.rightType ? 'border-red-600' : 'border-slate-300'}`}
              >
                <option value="">{d.elige}</option>
                {(Object.entries(DERECHOS) as [TipoDerecho, string][]).map(([valor, texto]) => (
                  <option key={valor} value={valor}>
                    {texto}
                  </option>
                ))}
              </select>
              {errores.rightType ? (
                <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {errores.rightType}
                </p>
              ) : null}
            </div>
            <AreaTexto id="details" etiqueta={req(d.details)} valor={campos.details} onCambio={campo('details')} error={errores.details ?? null} alto="min-h-[100px]" />
            <AreaTexto id="motivation" etiqueta={d.motivation} valor={campos.motivation} onCambio={campo('motivation')} error={errores.motivation ?? null} alto="min-h-[80px]" />
            <p className="text-sm text-slate-600">{d.adjunta}</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit">{d.enviar}</Button>
              <Button variante="secundario" onClick={pdf}>
                {d.pdf}
              </Button>
            </div>
            <p className="text-sm text-slate-600">{d.enCuenta}</p>
          </form>
        </Seccion>

        <Seccion titulo={d.proceso}>
          <ul className="list-disc space-y-2 pl-5 text-slate-800">
            {d.procesoTexto(empresa.emailPrivacidad).map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </Seccion>

        <Seccion titulo={d.responsable}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
            <dt className="font-semibold">{d.nombreResponsable}</dt>
            <dd>{empresa.nombre}</dd>
            <dt className="font-semibold">{d.email}</dt>
            <dd>{empresa.emailPrivacidad}</dd>
            <dt className="font-semibold">{d.direccion}</dt>
            <dd>{empresa.domicilio}</dd>
            <dt className="font-semibold">{d.phone}</dt>
            <dd>{empresa.telefono}</dd>
          </dl>
        </Seccion>

        <Seccion titulo={d.aepdTitulo}>
          <p className="text-slate-800">{d.aepdTexto}</p>
          <ul className="mt-2 space-y-1 text-slate-800">
            <li>{d.aepdWeb}</li>
            <li>{d.aepdTelefonos}</li>
            <li>{d.aepdDireccion}</li>
          </ul>
        </Seccion>
      </main>
      <Footer />
    </div>
  );
}
