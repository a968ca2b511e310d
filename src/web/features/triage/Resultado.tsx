import { Phone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { fichaFlujo } from '../../../domain/triage/catalogue/portada.ts';
import { pesoDesdeRespuesta, PREGUNTA_PESO_ID } from '../../../domain/triage/edad.ts';
import type { Respuestas, ResultadoTriaje } from '../../../domain/triage/types.ts';
import { BannerUrgencia } from './BannerUrgencia.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { MSG } from '../../messages.ts';
import { Medicacion } from './Medicacion.tsx';
import { Seccion } from '../../components/ui/Seccion.tsx';

interface Props {
  readonly resultado: ResultadoTriaje;
  readonly respuestas: Respuestas;
  readonly anticipado: boolean;
  readonly onTeleconsulta: () => Promise<void>;
  readonly onNuevaConsulta: () => void;
  readonly onRegistrar?: () => void;
  /** Signed-in users: 'Guardar Resultado' (SPEC §2). */
  readonly onGuardar?: () => Promise<void>;
  readonly onAbrirFlujo: (id: string) => void;
}


/** SPEC §2 'Resultado de la Evaluación'. */
export function Resultado({ resultado, respuestas, anticipado, onTeleconsulta, onNuevaConsulta, onRegistrar, onGuardar, onAbrirFlujo }: Props) {
  const [ocupado, setOcupado] = useState(false);
  const [guardando, setGuardando] = useState(false);
  const [guardado, setGuardado] = useState(false);
  const [tarjetaRegistro, setTarjetaRegistro] = useState(true);
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus({ preventScroll: true }), []);
  const r = MSG.resultado;
  const acciones = resultado.acciones_sugeridas.filter((a) => !a.includes('Teleconsulta'));
  const verTambien = resultado.ver_tambien.flatMap((id) => fichaFlujo(id) ?? []);

  const teleconsulta = async () => {
    setOcupado(true);
    try {
      await onTeleconsulta();
    } finally {
      setOcupado(false);
    }
  };

  return (
    <article aria-labelledby="titulo-resultado" className="space-y-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{r.titulo}</p>
      <BannerUrgencia urgencia={resultado.urgencia} />
      <h1 id="titulo-resultado" ref={titulo} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {resultado.titulo}
      </h1>
      {anticipado ? <p className="text-sm text-slate-600">{r.anticipado}</p> : null}
      {resultado.urgencia === 'rojo' ? (
        <a
          href="tel:112"
          className="flex min-h-14 items-center justify-center gap-2 rounded-xl bg-red-700 text-lg font-bold text-white hover:bg-red-800"
        >
          <Phone aria-hidden className="size-5" />
          {r.llamar112}
        </a>
      ) : null}

      <Seccion titulo={r.acciones}>
        {/* In a rojo result the 112 button above leads; the paid chat never competes with urgencias. */}
        <Button onClick={teleconsulta} disabled={ocupado} variante={resultado.urgencia === 'rojo' ? 'secundario' : 'primario'} className="w-full sm:w-auto">
          {ocupado ? r.procesando : r.teleconsulta}
        </Button>
        <ul className="mt-3 space-y-2">
          {acciones.map((accion) => (
            <li key={accion} className="flex gap-2 text-slate-800">
              <span aria-hidden className="text-teal-700">
                ✓
              </span>
              {accion}
            </li>
          ))}
        </ul>
      </Seccion>

      <Seccion titulo={r.consejos}>
        <ul className="list-disc space-y-2 pl-5 text-slate-800">
          {resultado.consejos.map((consejo) => (
            <li key={consejo}>{consejo}</li>
          ))}
        </ul>
      </Seccion>

      {resultado.medicacion.length > 0 ? (
        <Medicacion items={resultado.medicacion} pesoKg={pesoDesdeRespuesta(respuestas[PREGUNTA_PESO_ID])} />
      ) : null}

      {verTambien.length > 0 ? (
        <Seccion titulo={r.verTambien}>
          <div className="flex flex-wrap gap-2">
            {verTambien.map((flujo) => (
              <Button key={flujo.id} variante="secundario" onClick={() => onAbrirFlujo(flujo.id)}>
                <span aria-hidden>{flujo.icono}</span> {flujo.nombre}
              </Button>
            ))}
          </div>
        </Seccion>
      ) : null}

      <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">{r.descargo}</p>

      {onRegistrar && tarjetaRegistro ? (
        <section className="rounded-2xl border-2 border-teal-600 bg-teal-50 p-4 sm:p-5">
          <h2 className="text-lg font-bold text-teal-900">{MSG.registro.tarjetaTitulo}</h2>
          <p className="mt-1 text-sm text-teal-900">{MSG.registro.tarjetaTexto}</p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <Button onClick={onRegistrar}>{MSG.registro.crear}</Button>
            <Button variante="secundario" onClick={() => setTarjetaRegistro(false)}>
              {MSG.registro.continuarSinGuardar}
            </Button>
          </div>
        </section>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variante="secundario" onClick={onNuevaConsulta} className="flex-1">
          {r.nuevaConsulta}
        </Button>
        {onGuardar ? (
          <Button
            className="flex-1"
            disabled={guardando || guardado}
            onClick={async () => {
              setGuardando(true);
              try {
                await onGuardar();
                setGuardado(true);
              } catch {
                // The handler already told the parent why.
              } finally {
                setGuardando(false);
              }
            }}
          >
            {guardando ? r.procesando : r.guardarResultado}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
