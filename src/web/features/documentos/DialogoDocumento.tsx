/**
 * The assigned paediatrician writes a prescription, a certificate or a
 * report (issue 12), or the report that closes the consultation. Checked in
 * the page with the server's schemas (each field's message under it, what was
 * typed kept), sent once with this dialog's own client id so a retry after a
 * lost answer never issues it twice.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ETIQUETAS_DOCUMENTO, NOMBRES_VIAS, TIPOS_DOCUMENTO, VIAS_ADMINISTRACION, type TipoDocumento } from '../../../shared/documentos.ts';
import { ApiError } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { emitirEventoChat } from '../chat/eventos-chat.ts';
import { CLAVES_CONSULTAS } from '../consultas/claves.ts';
import { apiDocumentos, claveDocumentos } from './api-documentos.ts';
import {
  camposIniciales,
  cuerpoEmision,
  diaLocal,
  diasIncluidos,
  hastaMaximo,
  primerError,
  validarDocumento,
  type CampoDocumento,
  type CamposDocumento,
  type ErroresDocumento,
} from './formulario.ts';
import { IconoDocumento } from './IconoDocumento.tsx';
import { TEXTOS_DOCUMENTOS } from './textos.ts';

export type ModoDialogo = 'libre' | 'cierre';

const idCampo = (campo: CampoDocumento) => `documento-${campo}`;
const BORDE = (error: string | undefined) => (error ? 'border-red-600' : 'border-slate-300 focus:border-teal-700');

function Etiqueta({ campo, texto, opcional }: { campo: CampoDocumento; texto: string; opcional?: boolean }) {
  return (
    <label htmlFor={idCampo(campo)} className="block text-sm font-semibold text-slate-800">
      {texto}
      {opcional ? <span className="font-normal text-slate-600"> {TEXTOS_DOCUMENTOS.opcional}</span> : null}
    </label>
  );
}

function Mensaje({ campo, error, ayuda }: { campo: CampoDocumento; error: string | undefined; ayuda?: ReactNode }) {
  return (
    <>
      {ayuda ? (
        <p id={`${idCampo(campo)}-ayuda`} className="mt-1 text-sm text-slate-600">
          {ayuda}
        </p>
      ) : null}
      {error ? (
        <p id={`${idCampo(campo)}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describe = (campo: CampoDocumento, error: string | undefined, ayuda: boolean) =>
  [error ? `${idCampo(campo)}-error` : null, ayuda ? `${idCampo(campo)}-ayuda` : null].filter(Boolean).join(' ') || undefined;

interface PropsCampo {
  readonly campo: CampoDocumento;
  readonly texto: string;
  readonly campos: CamposDocumento;
  readonly errores: ErroresDocumento;
  readonly onCambio: (campo: CampoDocumento, valor: string) => void;
}

function CampoTexto({ campo, texto, campos, errores, onCambio, ejemplo, opcional, lineas }: PropsCampo & { ejemplo?: string; opcional?: boolean; lineas?: number }) {
  const error = errores[campo];
  const comunes = {
    id: idCampo(campo),
    value: campos[campo],
    placeholder: ejemplo,
    'aria-invalid': error !== undefined,
    'aria-describedby': describe(campo, error, false),
    className: `mt-1 w-full rounded-xl border-2 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none ${BORDE(error)}`,
  };
  return (
    <div>
      <Etiqueta campo={campo} texto={texto} opcional={opcional} />
      {lineas ? (
        <textarea {...comunes} rows={lineas} onChange={(e) => onCambio(campo, e.target.value)} className={`${comunes.className} block resize-y py-2`} />
      ) : (
        <input {...comunes} type="text" onChange={(e) => onCambio(campo, e.target.value)} className={`${comunes.className} h-12`} />
      )}
      <Mensaje campo={campo} error={error} />
    </div>
  );
}

function CampoFecha({ campo, texto, campos, errores, onCambio, min, max, ayuda }: PropsCampo & { min?: string; max?: string; ayuda?: string }) {
  const error = errores[campo];
  return (
    <div>
      <Etiqueta campo={campo} texto={texto} />
      <input
        id={idCampo(campo)}
        type="date"
        value={campos[campo]}
        min={min}
        max={max}
        aria-invalid={error !== undefined}
        aria-describedby={describe(campo, error, Boolean(ayuda))}
        onChange={(e) => onCambio(campo, e.target.value)}
        className={`mt-1 h-12 w-full rounded-xl border-2 bg-white px-3 text-base text-slate-900 focus:outline-none ${BORDE(error)}`}
      />
      <Mensaje campo={campo} error={error} ayuda={ayuda} />
    </div>
  );
}

function Receta(props: Omit<PropsCampo, 'campo' | 'texto'>) {
  const r = TEXTOS_DOCUMENTOS.receta;
  const error = props.errores.via;
  return (
    <>
      <CampoTexto {...props} campo="medicamento" texto={r.medicamento} ejemplo={r.medicamentoEjemplo} />
      <CampoTexto {...props} campo="presentacion" texto={r.presentacion} ejemplo={r.presentacionEjemplo} />
      <CampoTexto {...props} campo="dosis" texto={r.dosis} ejemplo={r.dosisEjemplo} />
      <div>
        <Etiqueta campo="via" texto={r.via} />
        <select
          id={idCampo('via')}
          value={props.campos.via}
          aria-invalid={error !== undefined}
          aria-describedby={describe('via', error, false)}
          onChange={(e) => props.onCambio('via', e.target.value)}
          className={`mt-1 h-12 w-full rounded-xl border-2 bg-white px-3 text-base text-slate-900 focus:outline-none ${BORDE(error)}`}
        >
          <option value="">{r.viaElegir}</option>
          {VIAS_ADMINISTRACION.map((via) => (
            <option key={via} value={via}>
              {NOMBRES_VIAS[via]}
            </option>
          ))}
        </select>
        <Mensaje campo="via" error={error} />
      </div>
      <CampoTexto {...props} campo="frecuencia" texto={r.frecuencia} ejemplo={r.frecuenciaEjemplo} />
      <CampoTexto {...props} campo="duracion" texto={r.duracion} ejemplo={r.duracionEjemplo} />
      <CampoTexto {...props} campo="instrucciones" texto={r.instrucciones} opcional lineas={3} />
    </>
  );
}

function Justificante(props: Omit<PropsCampo, 'campo' | 'texto'>) {
  const j = TEXTOS_DOCUMENTOS.justificante;
  const { campos, errores, onCambio } = props;
  const reposo = campos.clase === 'reposo';
  const dias = reposo ? diasIncluidos(campos.desde, campos.hasta) : null;
  const clases = [
    ['asistencia', j.asistencia, j.asistenciaAyuda],
    ['reposo', j.reposo, j.reposoAyuda],
  ] as const;
  return (
    <>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{j.clase}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {clases.map(([valor, texto, ayuda], i) => (
            <label
              key={valor}
              className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600"
            >
              <input
                id={i === 0 ? idCampo('clase') : undefined}
                type="radio"
                name="documento-clase"
                value={valor}
                checked={campos.clase === valor}
                onChange={() => onCambio('clase', valor)}
                className="mt-1 size-4 accent-teal-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{texto}</span>
                <span className="block text-sm text-slate-600">{ayuda}</span>
              </span>
            </label>
          ))}
        </div>
        <Mensaje campo="clase" error={errores.clase} />
      </fieldset>
      {reposo ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoFecha {...props} campo="desde" texto={j.desde} />
          <CampoFecha {...props} campo="hasta" texto={j.hasta} min={campos.desde || undefined} max={hastaMaximo(campos.desde)} ayuda={dias !== null ? j.dias(dias) : undefined} />
        </div>
      ) : (
        <CampoFecha {...props} campo="desde" texto={j.fecha} />
      )}
      <CampoTexto {...props} campo="observaciones" texto={j.observaciones} opcional lineas={3} />
    </>
  );
}

function Informe(props: Omit<PropsCampo, 'campo' | 'texto'>) {
  const i = TEXTOS_DOCUMENTOS.informe;
  return (
    <>
      <CampoTexto {...props} campo="motivo" texto={i.motivo} lineas={2} />
      <CampoTexto {...props} campo="hallazgos" texto={i.hallazgos} lineas={4} />
      <CampoTexto {...props} campo="valoracion" texto={i.valoracion} lineas={3} />
      <CampoTexto {...props} campo="plan" texto={i.plan} lineas={4} />
      <CampoTexto {...props} campo="signosAlarma" texto={i.signosAlarma} lineas={3} />
    </>
  );
}

/** Who the document is for, when the family paid without choosing a child: a prescription names its patient. */
function Paciente(props: Omit<PropsCampo, 'campo' | 'texto'>) {
  const p = TEXTOS_DOCUMENTOS.paciente;
  return (
    <fieldset className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-semibold text-amber-950">{p.titulo}</legend>
      <p className="text-sm text-amber-950">{p.explicacion}</p>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <CampoTexto {...props} campo="pacienteNombre" texto={p.nombre} />
        <CampoTexto {...props} campo="pacienteEdad" texto={p.edad} ejemplo={p.edadEjemplo} opcional />
      </div>
    </fieldset>
  );
}

/** The three kinds as one row of choices (radio buttons drawn as a segmented control). */
function SelectorTipo({ tipo, onTipo, deshabilitado }: { tipo: TipoDocumento; onTipo: (tipo: TipoDocumento) => void; deshabilitado: boolean }) {
  return (
    <fieldset disabled={deshabilitado}>
      <legend className="sr-only">{TEXTOS_DOCUMENTOS.tipo}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {TIPOS_DOCUMENTO.map((t) => (
          <label
            key={t}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-1 text-sm font-semibold text-slate-700 has-[:checked]:bg-white has-[:checked]:text-teal-900 has-[:checked]:shadow has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-teal-600"
          >
            <input type="radio" name="documento-tipo" value={t} checked={tipo === t} onChange={() => onTipo(t)} className="sr-only" />
            <IconoDocumento tipo={t} className="size-4 shrink-0" />
            {ETIQUETAS_DOCUMENTO[t]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface PropsFormulario {
  readonly consultaId: string;
  readonly modo: ModoDialogo;
  readonly pidePaciente: boolean;
  readonly onEmitido: () => void;
  readonly onCancelar: () => void;
  readonly onEnviando: (enviando: boolean) => void;
}

function FormularioDocumento({ consultaId, modo, pidePaciente, onEmitido, onCancelar, onEnviando }: PropsFormulario) {
  const t = TEXTOS_DOCUMENTOS;
  const cliente = useQueryClient();
  const cierre = modo === 'cierre';
  const [tipo, setTipo] = useState<TipoDocumento>(cierre ? 'informe' : 'receta');
  const [campos, setCampos] = useState<CamposDocumento>(() => camposIniciales(diaLocal(new Date())));
  const [errores, setErrores] = useState<ErroresDocumento>({});
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  // One per dialog: a send retried after a lost answer is the same document, not a second one.
  const [clientId] = useState(() => crypto.randomUUID());
  const [enviando, setEnviando] = useState(false);

  const cambiar = (campo: CampoDocumento, valor: string) => {
    setCampos((actuales) => ({ ...actuales, [campo]: valor }));
    // The end date's message is about the range or the kind of certificate: changing either may settle it.
    const resueltos: readonly CampoDocumento[] = campo === 'desde' || campo === 'clase' ? [campo, 'desde', 'hasta'] : [campo];
    setErrores((actuales) =>
      resueltos.every((c) => actuales[c] === undefined) ? actuales : Object.fromEntries(Object.entries(actuales).filter(([c]) => !resueltos.includes(c as CampoDocumento))),
    );
  };

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    if (enviando) return;
    const validacion = validarDocumento(tipo, campos, pidePaciente);
    if (!validacion.ok) {
      setErrores(validacion.errores);
      setErrorGeneral(null);
      const primero = primerError(tipo, validacion.errores);
      if (primero) document.getElementById(idCampo(primero))?.focus();
      return;
    }
    setErrores({});
    setErrorGeneral(null);
    setEnviando(true);
    onEnviando(true);
    try {
      const { mensaje } = await apiDocumentos.emitir(consultaId, cuerpoEmision(clientId, validacion.documento, cierre, validacion.paciente));
      // The open chat fetches the new message at once, without waiting for the socket's word.
      emitirEventoChat({ tipo: 'mensaje', consultaId, seq: mensaje.seq });
      await cliente.invalidateQueries({ queryKey: claveDocumentos(consultaId) });
      if (cierre) {
        await cliente.invalidateQueries({ queryKey: CLAVES_CONSULTAS.detalle(consultaId) });
        await cliente.invalidateQueries({ queryKey: CLAVES_CONSULTAS.listas });
        toast.success(t.cerradaConInforme);
      } else {
        toast.success(t.emitido[tipo]);
      }
      onEmitido();
    } catch (error) {
      console.warn('No se pudo emitir el documento', error);
      if (error instanceof ApiError) {
        setErrorGeneral(error.code !== 'http_error' && error.message ? error.message : t.errorGeneral);
        // Refused because the consultation changed (closed, reassigned): the page shows how it is now.
        if (error.status === 403 || error.status === 404 || error.status === 409) void cliente.invalidateQueries({ queryKey: CLAVES_CONSULTAS.detalle(consultaId) });
      } else {
        setErrorGeneral(t.errorRed);
      }
    } finally {
      setEnviando(false);
      onEnviando(false);
    }
  };

  const props = { campos, errores, onCambio: cambiar };
  return (
    <form noValidate onSubmit={(e) => void enviar(e)} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4 sm:px-6">
        {cierre ? null : <SelectorTipo tipo={tipo} onTipo={setTipo} deshabilitado={enviando} />}
        <Dialog.Description className="text-sm text-slate-700">{cierre ? t.explicacionCierre : t.explicacion}</Dialog.Description>
        {pidePaciente ? <Paciente {...props} /> : null}
        {tipo === 'receta' ? <Receta {...props} /> : null}
        {tipo === 'justificante' ? <Justificante {...props} /> : null}
        {tipo === 'informe' ? <Informe {...props} /> : null}
        {errorGeneral ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800">
            {errorGeneral}
          </p>
        ) : null}
      </div>
      {/* Always in view, however long the form: the send is one tap away after fixing a field. */}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 p-3 sm:px-6">
        <Button variante="secundario" onClick={onCancelar} disabled={enviando}>
          {t.cancelar}
        </Button>
        <Button type="submit" disabled={enviando}>
          {enviando ? t.emitiendo : cierre ? t.emitirCierre : t.emitir[tipo]}
        </Button>
      </div>
    </form>
  );
}

/** Closed, the form is unmounted: each opening starts empty, with a new client id. */
export function DialogoDocumento({ consultaId, modo, pidePaciente, onCerrar }: { consultaId: string; modo: ModoDialogo | null; pidePaciente: boolean; onCerrar: () => void }) {
  const [enviando, setEnviando] = useState(false);
  const t = TEXTOS_DOCUMENTOS;
  return (
    <Dialog.Root
      open={modo !== null}
      onOpenChange={(abierto) => {
        if (!abierto && !enviando) onCerrar();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          // A click beside the dialog must not throw away a half-written report.
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[92dvh] max-w-xl -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl"
        >
          <Dialog.Title className="border-b border-slate-200 px-4 py-3 text-xl font-bold text-slate-900 sm:px-6">{modo === 'cierre' ? t.tituloCierre : t.titulo}</Dialog.Title>
          {modo ? <FormularioDocumento consultaId={consultaId} modo={modo} pidePaciente={pidePaciente} onEmitido={onCerrar} onCancelar={onCerrar} onEnviando={setEnviando} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
