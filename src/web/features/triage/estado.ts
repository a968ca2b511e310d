/**
 * The triage screen's state machine (SPEC §4 "Triage screen"):
 * selection → questionnaire → result, with reset from anywhere.
 */
import { FLUJOS_POR_ID } from '../../../domain/triage/catalogue/index.ts';
import { avanzar } from '../../../domain/triage/engine.ts';
import type { CategoriaId, Respuestas, ResultadoTriaje, ValorRespuesta } from '../../../domain/triage/types.ts';

export type Estado =
  | { readonly vista: 'categorias' }
  | { readonly vista: 'sintomas'; readonly categoria: CategoriaId }
  | { readonly vista: 'preguntas'; readonly flujoId: string; readonly indice: number; readonly respuestas: Respuestas; readonly origen: CategoriaId | null }
  | {
      readonly vista: 'resultado';
      readonly flujoId: string;
      readonly respuestas: Respuestas;
      readonly resultado: ResultadoTriaje;
      readonly anticipado: boolean;
    };

export type Accion =
  | { readonly tipo: 'elegirCategoria'; readonly categoria: CategoriaId }
  | { readonly tipo: 'elegirSintoma'; readonly flujoId: string; readonly respuestasIniciales?: Respuestas }
  | { readonly tipo: 'responder'; readonly preguntaId: string; readonly valor: ValorRespuesta }
  | { readonly tipo: 'anterior' }
  | { readonly tipo: 'reiniciar' }
  | { readonly tipo: 'volverACategorias' };

export const ESTADO_INICIAL: Estado = { vista: 'categorias' };

export function reducir(estado: Estado, accion: Accion): Estado {
  switch (accion.tipo) {
    case 'reiniciar':
    case 'volverACategorias':
      return ESTADO_INICIAL;
    case 'elegirCategoria':
      return { vista: 'sintomas', categoria: accion.categoria };
    case 'elegirSintoma':
      if (!FLUJOS_POR_ID.has(accion.flujoId)) return estado;
      return {
        vista: 'preguntas',
        flujoId: accion.flujoId,
        indice: 0,
        respuestas: accion.respuestasIniciales ?? {},
        origen: estado.vista === 'sintomas' ? estado.categoria : null,
      };
    case 'anterior':
      if (estado.vista !== 'preguntas' || estado.indice === 0) return estado;
      return { ...estado, indice: estado.indice - 1 };
    case 'responder': {
      if (estado.vista !== 'preguntas') return estado;
      const flujo = FLUJOS_POR_ID.get(estado.flujoId);
      if (!flujo) return estado;
      const respuestas = { ...estado.respuestas, [accion.preguntaId]: accion.valor };
      const paso = avanzar(flujo, respuestas, estado.indice);
      if (paso.tipo === 'pregunta') return { ...estado, respuestas, indice: paso.indice };
      return { vista: 'resultado', flujoId: estado.flujoId, respuestas, resultado: paso.resultado, anticipado: paso.anticipado };
    }
  }
}
