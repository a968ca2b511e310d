/**
 * The triage screen's state machine (SPEC §4 "Triage screen"):
 * selection → questionnaire → result, with reset from anywhere.
 */
import { avanzar } from '../../../domain/triage/engine.ts';
import type { CategoriaId, Flujo, Respuestas, ResultadoTriaje, ValorRespuesta } from '../../../domain/triage/types.ts';

export type Estado =
  | { readonly vista: 'categorias' }
  | { readonly vista: 'sintomas'; readonly categoria: CategoriaId }
  | { readonly vista: 'preguntas'; readonly flujo: Flujo; readonly indice: number; readonly respuestas: Respuestas }
  | {
      readonly vista: 'resultado';
      readonly flujo: Flujo;
      readonly respuestas: Respuestas;
      readonly resultado: ResultadoTriaje;
      readonly anticipado: boolean;
    };

export type Accion =
  | { readonly tipo: 'elegirCategoria'; readonly categoria: CategoriaId }
  | { readonly tipo: 'elegirSintoma'; readonly flujo: Flujo; readonly respuestasIniciales?: Respuestas }
  | { readonly tipo: 'responder'; readonly preguntaId: string; readonly valor: ValorRespuesta }
  | { readonly tipo: 'anterior' }
  | { readonly tipo: 'reiniciar' };

export const ESTADO_INICIAL: Estado = { vista: 'categorias' };

export function reducir(estado: Estado, accion: Accion): Estado {
  switch (accion.tipo) {
    case 'reiniciar':
      return ESTADO_INICIAL;
    case 'elegirCategoria':
      return { vista: 'sintomas', categoria: accion.categoria };
    case 'elegirSintoma':
      return { vista: 'preguntas', flujo: accion.flujo, indice: 0, respuestas: accion.respuestasIniciales ?? {} };
    case 'anterior':
      if (estado.vista !== 'preguntas' || estado.indice === 0) return estado;
      return { ...estado, indice: estado.indice - 1 };
    case 'responder': {
      if (estado.vista !== 'preguntas') return estado;
      const respuestas = { ...estado.respuestas, [accion.preguntaId]: accion.valor };
      const paso = avanzar(estado.flujo, respuestas, estado.indice);
      if (paso.tipo === 'pregunta') return { ...estado, respuestas, indice: paso.indice };
      return { vista: 'resultado', flujo: estado.flujo, respuestas, resultado: paso.resultado, anticipado: paso.anticipado };
    }
  }
}
