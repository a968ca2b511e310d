/**
 * npm run triage -- <flowId> '<answers JSON>'
 * Prints the result with computed doses as JSON, or a clear error (exit 2).
 */
import { FLUJOS, FLUJOS_POR_ID } from '../domain/triage/catalogue/index.ts';
import { calcularDosis } from '../domain/triage/dosis.ts';
import { pesoDesdeRespuesta, PREGUNTA_PESO_ID } from '../domain/triage/edad.ts';
import { recorrerRespuestas } from '../domain/triage/run-answers.ts';

function fallar(mensaje: string): never {
  process.stderr.write(`${JSON.stringify({ error: mensaje })}\n`);
  process.exit(2);
}

const [flujoId, json] = process.argv.slice(2);
if (!flujoId || json === undefined) fallar(`Uso: npm run triage -- <flujo> '<respuestas JSON>'. Flujos: ${FLUJOS.map((f) => f.id).join(', ')}`);
const flujo = FLUJOS_POR_ID.get(flujoId) ?? fallar(`Flujo desconocido '${flujoId}'. Flujos: ${FLUJOS.map((f) => f.id).join(', ')}`);

let entrada: unknown;
try {
  entrada = JSON.parse(json);
} catch {
  fallar('Las respuestas no son JSON válido');
}
if (typeof entrada !== 'object' || entrada === null || Array.isArray(entrada)) fallar('Las respuestas deben ser un objeto JSON');

const recorrido = recorrerRespuestas(flujo, entrada as Record<string, unknown>);
if (!recorrido.ok) fallar(recorrido.error);

const peso = pesoDesdeRespuesta((entrada as Record<string, unknown>)[PREGUNTA_PESO_ID]);
const { resultado } = recorrido;
process.stdout.write(
  `${JSON.stringify(
    {
      flujo: flujo.id,
      urgencia: resultado.urgencia,
      titulo: resultado.titulo,
      consejos: resultado.consejos,
      acciones_sugeridas: resultado.acciones_sugeridas,
      medicacion: resultado.medicacion.map((item) => ({ ...item, dosis: calcularDosis(item, peso) })),
      ver_tambien: resultado.ver_tambien,
      anticipado: recorrido.anticipado,
      preguntas_respondidas: recorrido.preguntadas,
    },
    null,
    2,
  )}\n`,
);
