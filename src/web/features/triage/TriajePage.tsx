import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cargarFlujo, esFlujoId } from '../../../domain/triage/catalogue/portada.ts';
import { rangoDeEdad } from '../../../domain/hijos/edad.ts';
import { PREGUNTA_EDAD_ID, PREGUNTA_PESO_ID } from '../../../domain/triage/edad.ts';
import type { Respuestas } from '../../../domain/triage/types.ts';
import { VERSION_TEXTOS } from '../../../shared/consentimientos-textos.ts';
import type { Hijo } from '../../../shared/hijos.ts';
import { ApiError, api } from '../../api/client.ts';
import { useSesion } from '../auth/sesion.ts';
import { CLAVE_HIJOS } from '../consultas/hijos-clave.ts';
import { useTeleconsulta } from '../pagos/use-teleconsulta.ts';
import { ParaQuien } from './ParaQuien.tsx';
import { Footer } from '../../components/Footer.tsx';
import { Header } from '../../components/Header.tsx';
import { NotaEmergencia } from '../../components/NotaEmergencia.tsx';
import { CLAVES, guardarConsentimiento, guardarResultadoPendiente } from '../../lib/local-flags.ts';
import { MSG } from '../../messages.ts';
import { registrarSesion } from './analytics.ts';
import { ConsentimientoBasico } from './ConsentimientoBasico.tsx';
import { Cuestionario } from './Cuestionario.tsx';
import { DialogoRegistro } from './DialogoRegistro.tsx';
import { DialogoTeleconsulta } from './DialogoTeleconsulta.tsx';
import { ESTADO_INICIAL, reducir } from './estado.ts';
import { Resultado } from './Resultado.tsx';
import { Categorias, Sintomas } from './Seleccion.tsx';

/** A chosen child pre-fills the age range and weight; the parent can still change them. */
function prerrelleno(hijo: Hijo, preguntas: readonly string[]): Respuestas {
  const respuestas: Record<string, string | number> = {};
  if (preguntas.includes(PREGUNTA_EDAD_ID)) respuestas[PREGUNTA_EDAD_ID] = rangoDeEdad(hijo.fecha_nacimiento, new Date());
  if (preguntas.includes(PREGUNTA_PESO_ID) && hijo.peso_kg !== null) respuestas[PREGUNTA_PESO_ID] = hijo.peso_kg;
  return respuestas;
}

export default function TriajePage() {
  const [estado, despachar] = useReducer(reducir, ESTADO_INICIAL);
  const [dialogo, setDialogo] = useState<null | 'registro'>(null);
  const pago = useTeleconsulta();
  const navigate = useNavigate();
  const { yo } = useSesion();
  const cliente = useQueryClient();
  const familia = Boolean(yo) && yo?.role !== 'pediatra';
  const hijos = useQuery({ queryKey: CLAVE_HIJOS, queryFn: api.hijos, enabled: familia });
  const [hijo, setHijo] = useState<Hijo | null>(null);

  const pasoActual = estado.vista === 'preguntas' ? `${estado.flujo.id}:${estado.indice}` : estado.vista;
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pasoActual]);

  const resultadoId = estado.vista === 'resultado' ? estado.resultado : null;
  useEffect(() => {
    if (estado.vista === 'resultado') registrarSesion(estado.flujo.id, 'completed');
    // One completed row per result shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultadoId]);

  const elegirSintoma = async (flujoId: string) => {
    if (!esFlujoId(flujoId)) return;
    let flujo;
    try {
      flujo = await cargarFlujo(flujoId);
    } catch (error) {
      console.warn('No se pudo cargar el flujo', flujoId, error);
      toast.error(MSG.inicio.errorCarga.titulo, { description: MSG.inicio.errorCarga.descripcion });
      return;
    }
    despachar({ tipo: 'elegirSintoma', flujo, respuestasIniciales: hijo ? prerrelleno(hijo, flujo.preguntas.map((p) => p.id)) : {} });
    registrarSesion(flujoId, 'started');
  };

  const guardar = async () => {
    if (!yo || estado.vista !== 'resultado' || !esFlujoId(estado.flujo.id)) {
      toast.error(MSG.toasts.guardarIncompleto);
      throw new Error('incompleto');
    }
    try {
      await api.guardarTriaje({ flujo_tipo: estado.flujo.id, respuestas: { ...estado.respuestas }, hijo_id: hijo?.id ?? null });
      await cliente.invalidateQueries({ queryKey: ['triajes'] });
      toast.success(MSG.toasts.guardado.titulo, { description: MSG.toasts.guardado.descripcion });
    } catch (error) {
      // No explicit health-data consent on record: ask for it (the same three boxes) and save after.
      if (error instanceof ApiError && error.code === 'consent_required') setDialogo('registro');
      else toast.error(error instanceof ApiError && error.status === 400 ? error.message : MSG.toasts.guardarError);
      throw error;
    }
  };

  const aceptarRegistro = async () => {
    if (!yo) return registrar();
    guardarConsentimiento(CLAVES.consentimientoRegistro, CLAVES.consentimientoRegistroFecha, VERSION_TEXTOS.registro);
    setDialogo(null);
    try {
      await api.registrarConsentimiento({ tipo: 'registro', version: VERSION_TEXTOS.registro, aceptado_at: new Date().toISOString() });
      await guardar();
    } catch (error) {
      console.warn('No se pudo guardar tras el consentimiento', error);
    }
  };

  /** DECISIONS read-5: a consultation paid from a result carries that triage, for the paediatrician to read first. */
  const teleconsulta = () =>
    pago.iniciar(
      estado.vista === 'resultado' && esFlujoId(estado.flujo.id)
        ? { flujo_tipo: estado.flujo.id, respuestas: { ...estado.respuestas }, hijo_id: hijo?.id ?? null }
        : undefined,
    );

  const registrar = () => {
    if (estado.vista !== 'resultado') return;
    guardarConsentimiento(CLAVES.consentimientoRegistro, CLAVES.consentimientoRegistroFecha, VERSION_TEXTOS.registro);
    guardarResultadoPendiente({
      resultado: estado.resultado,
      flujoNombre: estado.flujo.nombre,
      flujoTipo: estado.flujo.id,
      respuestas: estado.respuestas,
      timestamp: new Date().toISOString(),
    });
    setDialogo(null);
    navigate('/auth?mode=register');
  };

  const reiniciar = () => despachar({ tipo: 'reiniciar' });

  return (
    <div className="flex min-h-dvh flex-col">
      <Header onReiniciar={reiniciar} mostrarAtras={estado.vista !== 'categorias'} />
      <NotaEmergencia />
      <main className="mx-auto w-full max-w-3xl flex-1 px-3 py-5 sm:py-8">
        {estado.vista === 'categorias' && familia && (hijos.data ?? []).length > 0 ? (
          <ParaQuien hijos={hijos.data ?? []} elegido={hijo} onElegir={setHijo} />
        ) : null}
        {estado.vista === 'categorias' ? (
          <Categorias onCategoria={(categoria) => despachar({ tipo: 'elegirCategoria', categoria })} onSintoma={elegirSintoma} />
        ) : null}
        {estado.vista === 'sintomas' ? (
          <Sintomas categoria={estado.categoria} onSintoma={elegirSintoma} onVolver={reiniciar} />
        ) : null}
        {estado.vista === 'preguntas' ? (
          <Cuestionario
            key={estado.flujo.id}
            flujo={estado.flujo}
            indice={estado.indice}
            respuestas={estado.respuestas}
            onResponder={(preguntaId, valor) => despachar({ tipo: 'responder', preguntaId, valor })}
            onAnterior={() => despachar({ tipo: 'anterior' })}
          />
        ) : null}
        {estado.vista === 'resultado' ? (
          <Resultado
            resultado={estado.resultado}
            respuestas={estado.respuestas}
            anticipado={estado.anticipado}
            onTeleconsulta={teleconsulta}
            onNuevaConsulta={reiniciar}
            onRegistrar={yo ? undefined : () => setDialogo('registro')}
            onGuardar={familia ? guardar : undefined}
            onAbrirFlujo={elegirSintoma}
          />
        ) : null}
      </main>
      <Footer />
      <ConsentimientoBasico />
      <DialogoTeleconsulta {...pago.dialogo} />
      <DialogoRegistro abierto={dialogo === 'registro'} onAceptar={() => void aceptarRegistro()} onRechazar={() => setDialogo(null)} />
    </div>
  );
}
