/**
 * The printable clinical review of the catalogue (DECISIONS beyond-6):
 * every flow's questions, rules in plain Spanish, advice, doses and sources,
 * with a sign-off box, as one self-contained HTML page.
 */
import type { Categoria } from './catalogue/categorias.ts';
import { SIEMPRE_EN_CUALQUIER_CASO, esCondicionSiempre } from './catalogue/siempre.ts';
import { describirCondicion } from './describir-condicion.ts';
import { calcularDosis, describirDosis } from './dosis.ts';
import { reglasOrdenadas } from './engine.ts';
import type { Flujo, Urgencia } from './types.ts';

const NIVEL_TEXTO: Record<Urgencia, string> = { rojo: 'URGENTE (rojo)', amarillo: 'MODERADO (amarillo)', verde: 'LEVE (verde)' };
const PESOS_EJEMPLO = [10, 20, 40];

const escapar = (texto: string): string =>
  texto.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function seccionFlujo(flujo: Flujo, categoria: string): string {
  const preguntas = flujo.preguntas
    .map((p) => {
      const opciones = p.tipo === 'opciones' ? `<ul>${(p.opciones ?? []).map((o) => `<li>${escapar(o)}</li>`).join('')}</ul>` : '';
      const tipo = { opciones: 'una opción', si_no: 'Sí / No', numero: 'número', texto: 'texto libre' }[p.tipo];
      const condicion = p.mostrar_si ? `<p class="cond">Solo si ${escapar(describirCondicion(p.mostrar_si, flujo))}.</p>` : '';
      return `<li><strong>${escapar(p.texto)}</strong> <span class="tipo">(${tipo})</span>${p.ayuda ? `<p class="ayuda">${escapar(p.ayuda)}</p>` : ''}${condicion}${opciones}</li>`;
    })
    .join('');
  const reglas = reglasOrdenadas(flujo)
    .map((r) => {
      const si = esCondicionSiempre(r.si) ? SIEMPRE_EN_CUALQUIER_CASO : `Si ${describirCondicion(r.si, flujo)}`;
      const medicacion = (r.medicacion ?? [])
        .map((m) => {
          const ejemplos = PESOS_EJEMPLO.map((peso) => {
            const d = calcularDosis(m, peso);
            return d.exacta ? describirDosis(d.exacta) : d.ejemplo;
          }).join('; ');
          return `<li>${escapar(m.med.replaceAll('_', ' '))}: ${escapar(m.dosis_por_kg)} — ${escapar(ejemplos)}</li>`;
        })
        .join('');
      return `<section class="regla ${r.urgencia}">
  <p class="si">${escapar(si)} → <strong>${NIVEL_TEXTO[r.urgencia]}</strong>: ${escapar(r.titulo)}</p>
  <p><em>Acciones:</em> ${escapar(r.acciones_sugeridas.join(' · '))}</p>
  <ul>${r.consejos.map((c) => `<li>${escapar(c)}</li>`).join('')}</ul>
  ${medicacion ? `<p><em>Medicación (ejemplos para ${PESOS_EJEMPLO.join(', ')} kg):</em></p><ul>${medicacion}</ul>` : ''}
  ${(r.ver_tambien ?? []).length > 0 ? `<p><em>Ofrece también:</em> ${escapar((r.ver_tambien ?? []).join(', '))}</p>` : ''}
</section>`;
    })
    .join('\n');
  const avisos = (flujo.avisos ?? []).map((a) => `<li>Si ${escapar(describirCondicion(a.si, flujo))}: ${escapar(a.consejo)}</li>`).join('');
  const fuentes = flujo.fuentes.map((f) => `<li>${escapar(f.titulo)} (${f.anio}). <a href="${escapar(f.url)}">${escapar(f.url)}</a></li>`).join('');
  const notas = (flujo.notas ?? '').split('\n\n').filter(Boolean).map((n) => `<p>${escapar(n)}</p>`).join('');
  return `<article id="${flujo.id}">
<h2>${escapar(flujo.icono)} ${escapar(flujo.nombre)} <small>(${flujo.id} · ${escapar(categoria)} · revisado ${flujo.revisado})</small></h2>
<h3>Preguntas, en orden</h3><ol>${preguntas}</ol>
<h3>Reglas (de más a menos urgente; gana la primera que se cumple)</h3>${reglas}
${avisos ? `<h3>Avisos añadidos a resultados amarillos y verdes (no cambian el nivel)</h3><ul>${avisos}</ul>` : ''}
${notas ? `<h3>Notas: fuentes en desacuerdo y lectura elegida</h3>${notas}` : ''}
<h3>Fuentes</h3><ul>${fuentes}</ul>
<div class="firma">Revisado por (pediatra): ______________________ Nº colegiado: __________ Fecha: __________ Firma: __________</div>
</article>`;
}

export function documentoRevision(flujos: readonly Flujo[], categorias: readonly Categoria[], fecha: string): string {
  const nombreCategoria = (flujo: Flujo) => categorias.find((c) => c.id === flujo.categoria)?.nombre ?? 'fuera de las categorías (acceso directo)';
  const indice = flujos.map((f) => `<li><a href="#${f.id}">${escapar(f.nombre)}</a> (${f.preguntas.length} preguntas, ${f.reglas.length} reglas)</li>`).join('');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Revisión clínica del catálogo de triaje — ${fecha}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
h2{border-top:3px solid #0f766e;padding-top:1rem;margin-top:3rem;page-break-before:always}
small{font-weight:normal;color:#555}.tipo,.ayuda,.cond{color:#555}.ayuda,.cond{margin:.2rem 0}
.regla{border-left:6px solid #999;padding:.3rem .8rem;margin:.8rem 0;background:#fafafa}
.regla.rojo{border-color:#b91c1c}.regla.amarillo{border-color:#d97706}.regla.verde{border-color:#15803d}
.si{margin:.2rem 0}.firma{margin-top:1.5rem;padding:1rem;border:1px dashed #555}
@media print{a{color:inherit}}
</style></head><body>
<h1>Revisión clínica del catálogo de triaje</h1>
<p>Generado el ${fecha}. ${flujos.length} flujos. Cada regla se muestra en español llano; las reglas se prueban de más a menos urgente y gana la primera que se cumple. Los medicamentos solo aparecen en resultados amarillos o verdes y se retiran por debajo de su edad mínima.</p>
<ol>${indice}</ol>
${flujos.map((f) => seccionFlujo(f, nombreCategoria(f))).join('\n')}
</body></html>
`;
}
