import { calcularDosis, describirDosis } from '../../../domain/triage/dosis.ts';
import { FORMULARIO } from '../../../domain/triage/formulario.ts';
import type { MedicacionSugerida } from '../../../domain/triage/types.ts';
import { MSG } from '../../messages.ts';

/** SPEC §2/§5 medication card: 'Dosis' is the per-kg rule, 'Dosis exacta' the figure for this weight. */
export function Medicacion({ items, pesoKg }: { items: readonly MedicacionSugerida[]; pesoKg: number }) {
  const r = MSG.resultado;
  return (
    <section aria-labelledby="titulo-medicacion" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="titulo-medicacion" className="text-lg font-bold text-slate-900">
        💊 {r.medicacion}
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((item) => {
          const dosis = calcularDosis(item, pesoKg);
          return (
            <li key={item.med} className="rounded-xl bg-slate-50 p-3">
              <p className="font-semibold capitalize text-slate-900">{dosis.nombre}</p>
              <p className="mt-1 text-sm text-slate-700">
                <span className="font-medium">{r.dosis}:</span> {dosis.dosisPorKg}
              </p>
              {dosis.exacta ? (
                <div className="mt-1 text-sm text-slate-900">
                  <p>
                    <span className="font-medium">{r.dosisExacta}:</span> <strong>{describirDosis(dosis.exacta)}</strong>
                  </p>
                  {dosis.exacta.volumenes.length > 0 ? (
                    <p className="text-slate-700">= {dosis.exacta.volumenes.map((v) => r.volumen(v.ml, v.concentracionMgMl)).join(' · ')}</p>
                  ) : null}
                  {dosis.exacta.maximoDiario !== null ? (
                    <p className="text-slate-700">{r.maximoDiario(dosis.exacta.maximoDiario, dosis.exacta.unidad)}</p>
                  ) : null}
                </div>
              ) : (
                <p className="mt-1 text-sm text-slate-700">
                  {dosis.ejemplo ? (
                    <>
                      <span className="font-medium">{r.ejemplo}:</span> {dosis.ejemplo}
                    </>
                  ) : null}
                  {pesoKg <= 0 && FORMULARIO[item.med].porPeso ? <span className="block">{r.sinPeso}</span> : null}
                </p>
              )}
              {dosis.aviso ? <p className="mt-1 text-sm font-medium text-amber-800">{dosis.aviso}</p> : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{r.avisoMedicacion}</p>
    </section>
  );
}
