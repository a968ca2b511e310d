/**
 * A home pulse-oximeter reading (round 11), asked the same way in fiebre, tos
 * and mocos_congestion. Many families bought a pulse oximeter in the pandemic
 * and mention its reading; the question costs nothing to those without one
 * ("No lo he medido o no tengo pulsioxímetro" is the first answer).
 *
 * Sources and thresholds:
 * - NICE NG143 (Fever in under 5s, 2019, updated 2021), traffic light,
 *   respiratory row: oxygen saturation ≤ 95 % in air is AMBER → amarillo.
 * - NICE NG9 (Bronchiolitis, 2015, updated August 2021): referral to hospital
 *   is to be considered with a persistent oxygen saturation < 92 % in air; the
 *   2021 committee kept 92 % for referral "as a safety margin" for a child
 *   who may be deteriorating, while lowering the ADMISSION threshold to 90 %
 *   from 6 weeks of age (92 % under 6 weeks or with an underlying condition).
 *   It also warns that pulse oximetry may be less reliable with dark skin.
 * - BTS community-acquired pneumonia in children (Harris et al., Thorax 2011):
 *   a child with oxygen saturation < 92 % should be referred to hospital.
 *
 * We use < 92 % → rojo (urgencias now; 112 if < 90 % or with breathing signs),
 * the referral threshold of NG9 and BTS, not the 90 % admission threshold of
 * the 2021 update: a parent's reading at home cannot tell a baby under 6
 * weeks or with a hidden condition, home devices are less accurate, and the
 * sources agree that 92 % is the margin to act on outside hospital. 92-95 %
 * → amarillo (NG143 amber; a cautious reading above 5 years, where NG143 does
 * not apply). 96 % or more, or no reading (one answer), changes nothing.
 *
 * Place the question after the flow's rojo questions (so it never delays a
 * rojo exit) and before any amarillo question whose answer can hide the later
 * ones; put the rojo rule among the rojo rules and the amarillo rule among the
 * amarillo rules. A normal reading never lowers the level: the breathing
 * questions are asked first and their rules come first.
 */
import type { Fuente, Pregunta, Regla } from '../types.ts';
import { ACCIONES_AMARILLO, ACCIONES_URGENCIAS, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO } from './comunes.ts';

/**
 * Three answers, not four: "not measured" and "96 % or more" lead to the same result, and one answer for both keeps
 * the walk of the longest flow (tos) within the catalogue checks' time.
 */
export const SATURACION = {
  noMedida: 'No lo he medido, no tengo pulsioxímetro, o marca 96 % o más',
  baja: 'Entre 92 % y 95 %',
  muyBaja: 'Menos de 92 %',
} as const;

export const PREGUNTA_SATURACION: Pregunta = {
  id: 'saturacion_oxigeno',
  texto: 'Si tienes un pulsioxímetro (la pinza que se pone en el dedo), ¿cuál es la cifra de oxígeno más baja que se mantiene al repetir la medida?',
  tipo: 'opciones',
  opciones: [SATURACION.noMedida, SATURACION.baja, SATURACION.muyBaja],
  ayuda:
    'No hace falta tener pulsioxímetro: si no lo tienes o no lo has usado, elige la primera opción, la misma que si marca 96 % o más. Si lo tienes, mira la cifra con el signo % (no la de las pulsaciones). Para que sea fiable: la mano caliente y sin esmalte de uñas, el niño tranquilo o dormido y el dedo quieto; espera a que la cifra se mantenga estable al menos medio minuto y repite en otro dedo (en un bebé, mejor un aparato infantil, en el dedo gordo del pie). Cuenta la cifra más baja que se mantiene, no una bajada de un segundo al moverse. Con las manos frías, la piel oscura o un aparato de adulto en un bebé puede fallar o marcar de más. Una cifra normal no quita importancia a la respiración: si le cuesta respirar, hace pausas, se queja al respirar o tiene los labios azulados, es urgente marque lo que marque.',
  // Only the rojo answer: switching it to the amber one would lower the level (alarm values are the most severe).
  alarma: [SATURACION.muyBaja],
};

export const SATURACION_MUY_BAJA = `${PREGUNTA_SATURACION.id} = '${SATURACION.muyBaja}'`;
export const SATURACION_BAJA = `${PREGUNTA_SATURACION.id} = '${SATURACION.baja}'`;
/** For a flow's `mostrar_si`: no amber oximeter reading (to skip the amarillo-only questions after it). */
export const SIN_SATURACION_BAJA = `${PREGUNTA_SATURACION.id} != '${SATURACION.baja}'`;

/** Reasons to come back, for the verde safety nets (urgencias now; see the same day). */
export const MOTIVO_VUELVE_SATURACION = 'si tienes pulsioxímetro, marca menos de 92 % al repetir la medida';
export const MOTIVO_CONSULTA_SATURACION = 'si tienes pulsioxímetro, marca 95 % o menos al repetir la medida (que lo vean hoy)';

export const FUENTE_NG9_SATURACION: Fuente = {
  titulo:
    'NICE NG9. Bronchiolitis in children, actualización de 2021 (Rationale and impact): saturación persistente < 92 % respirando aire → valorar derivar al hospital, se mantiene el 92 % como margen de seguridad; ingreso con < 90 % desde las 6 semanas (< 92 % antes de las 6 semanas o con enfermedad de base); la pulsioximetría puede ser menos fiable con la piel oscura',
  anio: 2021,
  url: 'https://www.nice.org.uk/guidance/ng9/chapter/Rationale-and-impact',
};

export const FUENTE_NG143_SATURACION: Fuente = {
  titulo: 'NICE NG143. Fever in under 5s, tabla del semáforo (ámbar: saturación de oxígeno ≤ 95 % respirando aire)',
  anio: 2019,
  url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
};

export const FUENTE_BTS_NEUMONIA: Fuente = {
  titulo:
    'Harris M, et al. British Thoracic Society guidelines for the management of community acquired pneumonia in children: update 2011. Thorax 2011;66(Suppl 2):ii1-ii23 (saturación < 92 % → derivar al hospital)',
  anio: 2011,
  url: 'https://doi.org/10.1136/thoraxjnl-2011-200598',
};

export const FUENTES_SATURACION: readonly Fuente[] = [FUENTE_NG143_SATURACION, FUENTE_NG9_SATURACION, FUENTE_BTS_NEUMONIA];

export const NOTA_SATURACION =
  'Pulsioxímetro en casa (ronda 11, banderas-pulsioximetria.ts, id saturacion_oxigeno): muchas familias compraron un pulsioxímetro en la pandemia y cuentan lo que marca. Se pregunta la cifra más baja que se mantiene al repetir la medida con la mano caliente y quieta; la primera respuesta es "No lo he medido, no tengo pulsioxímetro, o marca 96 % o más", que no cambia nada (una sola respuesta para las dos cosas, que dan el mismo resultado). Entre 92 % y 95 % → amarillo (NICE NG143 ámbar: saturación ≤ 95 % en aire; por encima de 5 años, donde NG143 no se aplica, es la lectura prudente). Menos de 92 % → rojo, urgencias ahora y 112 si baja de 90 % o hay signos de respiración: NICE NG9 (actualización de 2021) mantiene el 92 % para derivar al hospital como margen de seguridad y la BTS (neumonía en niños, 2011) deriva con < 92 %; el 90 % que NG9 usa desde 2021 es el umbral de ingreso a partir de las 6 semanas, no el de derivar, y desde casa no se puede saber si el bebé tiene menos de 6 semanas o una enfermedad de base, así que elegimos el 92 %, la lectura prudente. La pregunta va después de las preguntas que pueden dar rojo, para no retrasar una salida en rojo, y una cifra normal nunca baja el nivel: la ayuda recuerda que la dificultad para respirar es urgente marque lo que marque.';

const POSTURA =
  'Mantenlo incorporado, en la postura en la que mejor respire (en brazos si es un bebé), y no le des de comer por el camino. Si tiene mocos, límpiale la nariz con suero.';

/** Rojo: a reliable, repeated reading under 92 %. `consejos` adds the flow's own advice before the safety net. */
export function reglaSaturacionRojo(consejos: readonly string[] = []): Regla {
  return {
    si: SATURACION_MUY_BAJA,
    urgencia: 'rojo',
    titulo: 'El pulsioxímetro marca menos de 92 % de oxígeno',
    consejos: [
      'Una saturación de oxígeno por debajo de 92 % respirando aire, medida bien y repetida, indica que puede faltarle oxígeno: necesita que lo vean en urgencias ahora, donde pueden comprobarla y ponerle oxígeno si hace falta (NICE NG9; British Thoracic Society).',
      'Si dudas de la medida, repítela en otro dedo con la mano caliente mientras os preparáis, pero no retrases la salida por ello.',
      POSTURA,
      'Llama al 112 en lugar de ir por tu cuenta si marca menos de 90 %, se pone azul, hace pausas al respirar, se queja con cada respiración o se queda muy adormilado.',
      ...consejos,
      CONSEJO_ROJO_CAMINO,
    ],
    acciones_sugeridas: ACCIONES_URGENCIAS,
  };
}

/** Amarillo: a repeated reading of 92-95 %. `consejos` adds the flow's own advice before the safety net. */
export function reglaSaturacionAmarillo(consejos: readonly string[] = []): Regla {
  return {
    si: SATURACION_BAJA,
    urgencia: 'amarillo',
    titulo: 'El pulsioxímetro marca entre 92 % y 95 % de oxígeno',
    consejos: [
      'Una saturación de oxígeno de 95 % o menos respirando aire es un signo de alerta (NICE): que lo vea hoy un médico, en unas horas, aunque ahora respire bien.',
      'Vuelve a medirla cada pocas horas y siempre que lo notes peor, con la mano caliente y quieta: si baja de 92 % al repetirla, ve a urgencias ahora; si además le cuesta respirar, hace pausas, se queja al respirar o se pone azul, llama al 112.',
      ...consejos,
      CONSEJO_AMARILLO,
    ],
    acciones_sugeridas: ACCIONES_AMARILLO,
  };
}
