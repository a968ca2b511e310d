/** The shipped catalogue: the 30 flows of SPEC §3, each written to CLINICAL.md, keyed by id. */
import type { Flujo } from '../types.ts';
import { convulsion } from './convulsion.ts';
import { cuerpo_extrano } from './cuerpo_extrano.ts';
import { denticion } from './denticion.ts';
import { diarrea } from './diarrea.ts';
import { dolor_abdominal } from './dolor_abdominal.ts';
import { dolor_articular } from './dolor_articular.ts';
import { dolor_garganta } from './dolor_garganta.ts';
import { dolor_oido } from './dolor_oido.ts';
import { estrenimiento } from './estrenimiento.ts';
import { fiebre } from './fiebre.ts';
import { golpes_caidas } from './golpes_caidas.ts';
import { herida } from './herida.ts';
import { hinchazon_local } from './hinchazon_local.ts';
import { ictericia_neonatal } from './ictericia_neonatal.ts';
import { intoxicacion } from './intoxicacion.ts';
import { lactancia_alimentacion } from './lactancia_alimentacion.ts';
import { llanto_inconsolable } from './llanto_inconsolable.ts';
import { mareo } from './mareo.ts';
import { mocos_congestion } from './mocos_congestion.ts';
import { ojo_rojo } from './ojo_rojo.ts';
import { orina } from './orina.ts';
import { picadura } from './picadura.ts';
import { problemas_piel } from './problemas_piel.ts';
import { quemadura } from './quemadura.ts';
import { reaccion_alergica } from './reaccion_alergica.ts';
import { sangrado_nasal } from './sangrado_nasal.ts';
import { sueno_infantil } from './sueno_infantil.ts';
import { tos } from './tos.ts';
import { vacunas_reacciones } from './vacunas_reacciones.ts';
import { vomitos } from './vomitos.ts';

export { CATEGORIAS, type Categoria } from './categorias.ts';
export { IDS_FLUJOS_SPEC, type FlujoId } from './ids.ts';

/** In the spec's order. */
export const FLUJOS: readonly Flujo[] = [
  fiebre, dolor_garganta, dolor_oido, tos, vomitos, diarrea, dolor_abdominal, herida, quemadura, convulsion, cuerpo_extrano, picadura, sangrado_nasal, reaccion_alergica, dolor_articular, intoxicacion, orina, mareo, hinchazon_local, estrenimiento, ojo_rojo, golpes_caidas, mocos_congestion, lactancia_alimentacion, sueno_infantil, problemas_piel, denticion, vacunas_reacciones, llanto_inconsolable, ictericia_neonatal,
];

export const FLUJOS_POR_ID: ReadonlyMap<string, Flujo> = new Map(FLUJOS.map((f) => [f.id, f]));

export { buscarSintomas, cargarFlujo, FICHAS, fichaFlujo } from './portada.ts';
