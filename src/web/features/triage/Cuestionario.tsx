import { useEffect, useRef, useState } from 'react';
import { preguntasVisibles } from '../../../domain/triage/engine.ts';
import type { Flujo, Respuestas, ValorRespuesta } from '../../../domain/triage/types.ts';
import { MENSAJES_VALIDACION } from '../../../domain/validation/mensajes.ts';
import { validarRespuesta } from '../../../domain/validation/respuesta.ts';
import { Button } from '../../components/ui/Button.tsx';
import { MSG } from '../../messages.ts';
import { ControlRespuesta, type Borrador } from './ControlRespuesta.tsx';

interface Props {
  readonly flujo: Flujo;
  readonly indice: number;
  readonly respuestas: Respuestas;
  readonly onResponder: (preguntaId: string, valor: ValorRespuesta) => void;
  readonly onAnterior: () => void;
}

const borradorDe = (valor: ValorRespuesta | undefined): Borrador => ({ entrada: valor === undefined ? '' : String(valor), ilegible: false });

/** One question at a time (SPEC §2 question screen). */
export function Cuestionario({ flujo, indice, respuestas, onResponder, onAnterior }: Props) {
  const visibles = preguntasVisibles(flujo, respuestas);
  const pregunta = visibles[indice];
  const [borradores, setBorradores] = useState<Record<string, Borrador>>({});
  const titulo = useRef<HTMLHeadingElement>(null);
  // Screen readers start each new question at its text, not at the button pressed.
  useEffect(() => {
    if (indice > 0) titulo.current?.focus({ preventScroll: true });
  }, [indice]);
  if (!pregunta) return null;

  const borrador = borradores[pregunta.id] ?? borradorDe(respuestas[pregunta.id]);
  const validacion = borrador.ilegible
    ? ({ valida: false, mensaje: MENSAJES_VALIDACION.numeroInvalido } as const)
    : validarRespuesta(pregunta, borrador.entrada);

  // Whether this is the last question depends on the answer being given now.
  const conEsta = validacion.valida ? { ...respuestas, [pregunta.id]: validacion.valor } : respuestas;
  const total = Math.max(preguntasVisibles(flujo, conEsta).length, indice + 1);
  const esUltima = indice + 1 >= total;
  const idError = `error-${pregunta.id}`;
  const mensaje = validacion.valida ? null : validacion.mensaje;

  const enviar = () => {
    if (validacion.valida) onResponder(pregunta.id, validacion.valor);
  };

  return (
    <section aria-labelledby="texto-pregunta" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-1 flex items-center justify-between text-sm text-slate-600">
        <span className="flex items-center gap-2 font-medium">
          <span aria-hidden>{flujo.icono}</span>
          {flujo.nombre}
        </span>
        <span>{MSG.preguntas.progreso(indice + 1, total)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={MSG.preguntas.progreso(indice + 1, total)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={indice + 1}
        className="mb-5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-600 transition-[width]" style={{ width: `${((indice + 1) / total) * 100}%` }} />
      </div>

      <form
        onSubmit={(e) => {
          e.preventDefault();
          enviar();
        }}
      >
        <h1 id="texto-pregunta" ref={titulo} tabIndex={-1} className="text-xl font-bold leading-snug text-slate-900 focus:outline-none">
          {pregunta.texto}
        </h1>
        {pregunta.ayuda ? <p className="mt-1 text-slate-600">{pregunta.ayuda}</p> : null}
        <div className="mt-4">
          <ControlRespuesta
            key={pregunta.id}
            pregunta={pregunta}
            borrador={borrador}
            onCambio={(b) => setBorradores((prev) => ({ ...prev, [pregunta.id]: b }))}
            idError={idError}
            conError={mensaje !== null}
          />
        </div>
        <p id={idError} role="alert" className="mt-2 min-h-6 text-sm font-medium text-red-700">
          {mensaje}
        </p>

        <div className="mt-4 flex gap-3">
          {indice > 0 ? (
            <Button variante="secundario" onClick={onAnterior} className="flex-1 sm:flex-none">
              {MSG.preguntas.anterior}
            </Button>
          ) : null}
          <Button type="submit" disabled={!validacion.valida} className="flex-1">
            {esUltima ? MSG.preguntas.obtenerResultado : MSG.preguntas.siguiente}
          </Button>
        </div>
      </form>
    </section>
  );
}
