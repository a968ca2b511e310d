import type { Pregunta } from '../../../domain/triage/types.ts';
import { limpiarTexto, MAX_TEXTO_RESPUESTA } from '../../../domain/validation/respuesta.ts';
import { MSG } from '../../messages.ts';

export interface Borrador {
  /** What the control holds, as typed. */
  readonly entrada: string;
  /** The browser could not read a number (e.g. 'e' in a number field). */
  readonly ilegible: boolean;
}

interface Props {
  readonly pregunta: Pregunta;
  readonly borrador: Borrador;
  readonly onCambio: (borrador: Borrador) => void;
  readonly idError: string;
  readonly conError: boolean;
}

const opcionClase = (elegida: boolean) =>
  `flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left text-base font-medium transition ${
    elegida ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-200 bg-white text-slate-800 hover:border-teal-500'
  }`;

function Opciones({ pregunta, valores, borrador, onCambio }: Props & { valores: readonly { valor: string; texto: string }[] }) {
  return (
    <div role="radiogroup" aria-labelledby="texto-pregunta" className={`grid gap-2 ${pregunta.tipo === 'si_no' ? 'grid-cols-2' : ''}`}>
      {valores.map(({ valor, texto }) => (
        <button
          key={valor}
          type="button"
          role="radio"
          aria-checked={borrador.entrada === valor}
          onClick={() => onCambio({ entrada: valor, ilegible: false })}
          className={opcionClase(borrador.entrada === valor)}
        >
          <span
            aria-hidden
            className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${borrador.entrada === valor ? 'border-teal-700' : 'border-slate-400'}`}
          >
            {borrador.entrada === valor ? <span className="size-2.5 rounded-full bg-teal-700" /> : null}
          </span>
          {texto}
        </button>
      ))}
    </div>
  );
}

export function ControlRespuesta(props: Props) {
  const { pregunta, borrador, onCambio, idError, conError } = props;
  switch (pregunta.tipo) {
    case 'opciones':
      return <Opciones {...props} valores={(pregunta.opciones ?? []).map((o) => ({ valor: o, texto: o }))} />;
    case 'si_no':
      return (
        <Opciones
          {...props}
          valores={[
            { valor: 'si', texto: MSG.preguntas.si },
            { valor: 'no', texto: MSG.preguntas.no },
          ]}
        />
      );
    case 'numero':
      return (
        <input
          type="number"
          inputMode="decimal"
          step={0.1}
          min={0}
          aria-labelledby="texto-pregunta"
          aria-invalid={conError}
          aria-describedby={conError ? idError : undefined}
          value={borrador.entrada}
          onChange={(e) => onCambio({ entrada: e.target.value, ilegible: e.target.validity.badInput })}
          // Typing only 'e' or '-' leaves the value empty, so React sees no change; the raw input event still tells us.
          onInput={(e) => onCambio({ entrada: e.currentTarget.value, ilegible: e.currentTarget.validity.badInput })}
          className="h-14 w-full rounded-xl border-2 border-slate-300 bg-white px-4 text-xl focus:border-teal-700 focus:outline-none"
        />
      );
    case 'texto':
      return (
        <div>
          <textarea
            aria-labelledby="texto-pregunta"
            aria-invalid={conError}
            aria-describedby={`${conError ? `${idError} ` : ''}contador-texto`}
            rows={5}
            placeholder={MSG.preguntas.escribeAqui}
            value={borrador.entrada}
            onChange={(e) => onCambio({ entrada: limpiarTexto(e.target.value), ilegible: false })}
            className="w-full rounded-xl border-2 border-slate-300 bg-white p-3 text-base focus:border-teal-700 focus:outline-none"
          />
          <p
            id="contador-texto"
            className={`mt-1 text-right text-sm ${borrador.entrada.length > MAX_TEXTO_RESPUESTA ? 'text-red-700' : 'text-slate-500'}`}
          >
            {MSG.preguntas.contador(borrador.entrada.length)}
          </p>
        </div>
      );
  }
}
