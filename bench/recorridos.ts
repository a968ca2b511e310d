/**
 * The catalogue checks' whole-path walk (catalogue/comprobaciones-flujo.ts), per flow: paths, early rojo stops and
 * seconds on one core. It is most of the unit tests' time, so a flow that grows shows here first.
 */
import { candidatosDelRecorrido } from '../src/domain/triage/catalogue/comprobaciones-flujo.ts';
import { FLUJOS } from '../src/domain/triage/catalogue/index.ts';
import { recorrerCaminos } from '../src/domain/triage/explorar-flujo.ts';

export interface MedidaRecorrido {
  readonly flujo: string;
  readonly caminos: number;
  readonly anticipados: number;
  readonly segundos: number;
}

export function benchRecorridos(): MedidaRecorrido[] {
  return FLUJOS.map((flujo) => {
    let anticipados = 0;
    const inicio = performance.now();
    const contarAnticipados = ({ anticipado }: { anticipado: boolean }) => {
      if (anticipado) anticipados++;
    };
    const caminos = recorrerCaminos(flujo, contarAnticipados, undefined, candidatosDelRecorrido);
    return { flujo: flujo.id, caminos, anticipados, segundos: (performance.now() - inicio) / 1000 };
  });
}
