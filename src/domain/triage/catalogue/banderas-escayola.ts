/**
 * A tight plaster cast, splint or bandage on an arm or leg (round 17), asked
 * with the same words in 'Hinchazón local', 'Golpes y caídas' and 'Dolor de
 * articulaciones o cojera'.
 *
 * Fingers or toes below a cast, splint or bandage that are very swollen (and
 * do not go down with the limb raised), pale, white, blue or cold, numb or
 * tingling, or that the child cannot move, or a pain that painkillers do not
 * ease, that keeps growing or that is much worse when the fingers or toes are
 * moved gently, can be a cast that is too tight or an acute compartment
 * syndrome: a surgical emergency, the cast must be split in hospital now (RCH
 * Melbourne "Plaster cast care" and the CPG on compartment syndrome; Sydney
 * Children's Hospitals Network "Cast care"; NHS cast-care leaflets; NICE NG38
 * safety net for worsening pain and neurovascular signs). In young children
 * the first signs are often agitation, anxiety and a growing need for
 * painkillers (the three A's, Noonan and McCarthy 2010): a small child who
 * cries and cannot be settled with the cast counts.
 *
 * The mild side, told apart in the help: some swelling of the fingers or toes
 * in the first days, that goes down with the limb raised, with normal colour,
 * warmth and feeling and fingers or toes that move, is usual (RCH: "it is
 * common to get some swelling"); raise and move is the advice.
 *
 * Two questions: whether the child wears one (`lleva_escayola`, asked only
 * where the flow can tell an arm or a leg) and then the warning signs
 * (`escayola_alarma`, only with a cast, splint or bandage).
 */
import type { Fuente, Pregunta, Regla } from '../types.ts';
import { ACCIONES_URGENCIAS, CONSEJO_ROJO_CAMINO } from './comunes.ts';

export const PREGUNTA_LLEVA_ESCAYOLA_ID = 'lleva_escayola';
export const PREGUNTA_ESCAYOLA_ALARMA_ID = 'escayola_alarma';

/** True only with a cast, splint or bandage on. */
export const LLEVA_ESCAYOLA = `${PREGUNTA_LLEVA_ESCAYOLA_ID} = 'si'`;
/** The rojo condition. */
export const ESCAYOLA_ALARMA = `${PREGUNTA_ESCAYOLA_ALARMA_ID} = 'si'`;

/** The gate: a flow narrows it with its own `mostrar_si` (an arm, a leg, a joint, a limb injury). */
export const PREGUNTA_LLEVA_ESCAYOLA: Pregunta = {
  id: PREGUNTA_LLEVA_ESCAYOLA_ID,
  texto: '¿Lleva escayola, férula o vendaje en ese brazo o esa pierna (en la mano o el pie)?',
  tipo: 'si_no',
  ayuda:
    'Cuenta cualquier escayola (de yeso o de fibra), férula, bota o vendaje que le hayan puesto, aunque sea de hace días o semanas, y también un vendaje apretado que le hayáis puesto en casa.',
};

export const AYUDA_ESCAYOLA_ALARMA =
  'Mira los dedos que asoman y compáralos con los de la otra mano o el otro pie. En los primeros días es normal que los dedos se hinchen un poco: si al tener el brazo o la pierna en alto (por encima del corazón) unos 15-30 minutos se deshinchan, tienen su color, están calientes, los siente bien y los mueve, responde No. Responde Sí si la hinchazón no baja en alto, si cambian de color o están fríos, si se le duermen u hormiguean (o le queman), si no los puede mover, o si el dolor no cede con el calmante, va a más o aumenta mucho cuando le mueves los dedos con cuidado. En un niño pequeño que no lo sabe decir, cuenta también que llore sin consuelo con la escayola y no se calme con el calmante.';

export const PREGUNTA_ESCAYOLA_ALARMA: Pregunta = {
  id: PREGUNTA_ESCAYOLA_ALARMA_ID,
  texto:
    'Con la escayola, férula o vendaje: ¿tiene los dedos de esa mano o ese pie muy hinchados (y no se deshinchan con el brazo o la pierna en alto), pálidos, blancos, azulados o fríos, dormidos o con hormigueo, o no los puede mover? ¿O tiene un dolor que no se le pasa con paracetamol o ibuprofeno, que va a más o que aumenta mucho al moverle los dedos con cuidado?',
  tipo: 'si_no',
  ayuda: AYUDA_ESCAYOLA_ALARMA,
  mostrar_si: LLEVA_ESCAYOLA,
  alarma: ['si'],
};

export const TITULO_ESCAYOLA = 'Escayola o vendaje que aprieta: dedos hinchados, pálidos, azulados, fríos o dormidos, o dolor que no cede';

/** The rule's own advice: what to do now and on the way (each flow may add its own lines before the closing line). */
export const CONSEJOS_ESCAYOLA: readonly string[] = [
  'Los dedos muy hinchados, pálidos, azulados, fríos o dormidos, que no se pueden mover, o un dolor que no cede con el calmante o aumenta al moverle los dedos pueden significar que la escayola o el vendaje aprieta demasiado o que la presión dentro del músculo está cortando la circulación (síndrome compartimental). Hay que abrir la escayola en el hospital cuanto antes para no dañar el músculo y los nervios: ve a urgencias ahora (RCH Melbourne; NICE NG38).',
  'Ahora mismo, pon el brazo o la pierna en alto, apoyado sobre cojines a la altura del corazón, y anímale a mover los dedos. Quítale anillos, pulseras o calcetines que aprieten. Si es un vendaje que le habéis puesto en casa, aflójalo.',
  'No cortes ni abras tú la escayola o la férula, ni metas nada dentro, salvo que te lo indique el médico. No esperes a ver si mejora.',
  'No le des de comer ni de beber por el camino, por si hay que sedarle u operarle.',
];

/** Rojo: urgencias now, with 112 if it gets worse (ACCIONES_URGENCIAS). */
export function reglaEscayola(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si: ESCAYOLA_ALARMA,
    urgencia: 'rojo',
    titulo: TITULO_ESCAYOLA,
    consejos: [...CONSEJOS_ESCAYOLA, ...consejos, CONSEJO_ROJO_CAMINO],
    acciones_sugeridas: ACCIONES_URGENCIAS,
    ...extra,
  };
}

/** The mild side (RCH: some swelling is common): the raise-and-move advice and when to go, for a verde result with a cast. */
export const CONSEJOS_ESCAYOLA_LEVE: readonly string[] = [
  'Con una escayola o una férula es normal que los dedos se hinchen un poco los primeros días. Ten el brazo o la pierna en alto, por encima del corazón, el mayor tiempo posible (el brazo en cabestrillo o sobre cojines; la pierna sobre cojines) y que mueva los dedos a menudo.',
  'Mira los dedos varias veces al día y compáralos con los del otro lado. Si se hinchan mucho y no bajan tras 15-30 minutos en alto, se ponen pálidos, azulados o fríos, se le duermen u hormiguean, no los puede mover, o el dolor no cede con el calmante o va a más, ve a urgencias ahora: no cortes la escayola tú.',
  'No metas nada entre la escayola y la piel para rascar y no la mojes. Si se ablanda, se rompe, huele mal o le roza, consulta con su centro.',
];

export const FUENTES_ESCAYOLA: readonly Fuente[] = [
  {
    titulo:
      "The Royal Children's Hospital Melbourne. Kids Health Info: Plaster cast care (mantener el miembro en alto por encima del corazón y mover los dedos; es frecuente algo de hinchazón de los dedos; comprobar que no aprieta; sin fecha, año de consulta)",
    anio: 2026,
    url: 'https://www.rch.org.au/kidsinfo/fact_sheets/plaster_cast_care/',
  },
  {
    titulo:
      "The Royal Children's Hospital Melbourne. Clinical Practice Guideline: Acute compartment syndrome (citada por el brief de la ronda 17; no releída aquí, dirección sin verificar)",
    anio: 2026,
    url: 'https://www.rch.org.au/clinicalguide/',
  },
  {
    titulo:
      "Sydney Children's Hospitals Network. Cast care (dedos muy hinchados, azulados o blancos, hormigueo, pérdida de sensibilidad, no poder mover los dedos, dolor intenso o que no cede con calmantes, niño que no se calma: elevar 15 minutos y, si no mejora, a urgencias inmediatamente; sin fecha, año de consulta)",
    anio: 2026,
    url: 'https://www.schn.health.nsw.gov.au/node/156',
  },
  {
    titulo:
      "NHS South Yorkshire and Bassetlaw Healthier Together. Looking after your child's plaster cast (sin fecha; año de consulta)",
    anio: 2026,
    url: 'https://sybhealthiertogether.nhs.uk/new-content-from-all-sites/injuries/looking-after-your-childs-plaster-cast',
  },
  {
    titulo:
      'NICE NG38. Fractures (non-complex): assessment and management (información y red de seguridad para el dolor que empeora y los signos neurovasculares; citada por el brief de la ronda 17, no releída aquí)',
    anio: 2016,
    url: 'https://www.nice.org.uk/guidance/ng38',
  },
  {
    titulo:
      'Noonan KJ, McCarthy JJ. Compartment syndromes in the pediatric patient. J Pediatr Orthop 2010;30(2 Suppl):S96-S101 (las tres A en niños: agitación, ansiedad y necesidad creciente de analgesia, horas antes de los signos clásicos)',
    anio: 2010,
    url: 'https://doi.org/10.1097/BPO.0b013e3181d07118',
  },
];
