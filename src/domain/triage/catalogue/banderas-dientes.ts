/**
 * Teeth hurt by a blow to the mouth, asked the same way behind every door a
 * parent may choose ('Golpes y caídas', 'Dentición'): IADT 2020 guidelines
 * (avulsion of permanent teeth; injuries in the primary dentition; fractures
 * and luxations), NHS "Knocked-out tooth" and the AAPD instructions at the
 * scene. A permanent tooth knocked out survives only if replanted or kept
 * moist and seen at once (best within 60 minutes) → rojo; a baby tooth is
 * never put back; a broken, displaced, loose or pushed-in tooth needs a
 * dentist the same day → amarillo.
 *
 * The question id is stable: `dientes`. Each flow adds its own `mostrar_si`.
 */
import type { Fuente, Pregunta, Regla } from '../types.ts';
import { antitermicos, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO } from './comunes.ts';

export const DIENTES = {
  no: 'No se ha hecho daño en los dientes',
  definitivoFuera: 'Se le ha salido entero un diente definitivo, o no sé si era de leche',
  lecheFuera: 'Se le ha salido entero un diente de leche',
  danado:
    'Tiene un diente roto o partido, torcido, que se mueve mucho, metido hacia la encía (se ve más corto que los demás) o hacia dentro, o le sangra la encía alrededor de un diente',
} as const;

export const PREGUNTA_DIENTES: Pregunta = {
  id: 'dientes',
  texto: '¿Se ha dado en la boca y se ha hecho daño en algún diente?',
  tipo: 'opciones',
  opciones: [DIENTES.no, DIENTES.definitivoFuera, DIENTES.lecheFuera, DIENTES.danado],
  ayuda:
    'Los dientes definitivos suelen empezar a salir hacia los 6 años. Si no sabes si el diente que se ha salido era de leche o definitivo, elige «definitivo». Búscalo ya y cógelo por la parte blanca, nunca por la raíz. Un diente que tras el golpe se ve más corto que los de al lado puede haberse metido en la encía. Un labio o la lengua mordidos que dejan de sangrar al apretar no cuentan aquí.',
  alarma: [DIENTES.definitivoFuera],
};

/** Teeth come from about 6 months: the teeth question is not asked before. */
export const EDADES_SIN_DIENTES = ['0-3 meses', '3-6 meses'] as const;

export const FUENTES_DIENTES: readonly Fuente[] = [
  {
    titulo:
      'Fouad AF et al. International Association of Dental Traumatology (IADT) guidelines for the management of traumatic dental injuries: 2. Avulsion of permanent teeth. Dent Traumatol 2020;36:331-342 (recolocar enseguida, guardarlo en leche, suero o saliva, dentista ya)',
    anio: 2020,
    url: 'https://doi.org/10.1111/edt.12573',
  },
  {
    titulo:
      'Day PF et al. IADT guidelines for the management of traumatic dental injuries: 3. Injuries in the primary dentition. Dent Traumatol 2020;36:343-359 (el diente de leche no se recoloca)',
    anio: 2020,
    url: 'https://doi.org/10.1111/edt.12576',
  },
  {
    titulo:
      'Bourguignon C et al. IADT guidelines for the management of traumatic dental injuries: 1. Fractures and luxations. Dent Traumatol 2020;36:314-330',
    anio: 2020,
    url: 'https://doi.org/10.1111/edt.12578',
  },
  {
    titulo: 'NHS. Knocked-out tooth (diente definitivo: recolocarlo o llevarlo en leche o saliva y dentista de urgencias, mejor en 1 hora; diente de leche: no recolocarlo) (sin fecha; año de consulta)',
    anio: 2026,
    url: 'https://www.nhs.uk/conditions/knocked-out-tooth/',
  },
  {
    titulo: 'AAPD Reference Manual 2022-2023. Resources: acute management of an avulsed permanent tooth (instrucciones en el lugar del accidente)',
    anio: 2022,
    url: 'https://user-35215390377.cld.bz/AAPD-Reference-Manual-2022-2023/616',
  },
];

/** IADT 2020 and NHS first aid for a knocked-out permanent tooth, in the order a parent does it. */
export const CONSEJOS_DIENTE_DEFINITIVO: readonly string[] = [
  'Un diente definitivo que se ha salido entero puede volver a agarrar si se recoloca enseguida, mejor en los primeros 60 minutos: cada minuto cuenta.',
  'Búscalo y cógelo por la corona (la parte blanca que se ve al sonreír), nunca por la raíz.',
  'Si está sucio, acláralo unos segundos con leche o suero fisiológico, sin frotarlo, sin secarlo y sin envolverlo en papel.',
  'Si puedes, vuelve a meterlo ahora en su hueco de la encía, con la cara de delante hacia fuera, empujando con suavidad, y que muerda una gasa o un pañuelo limpio para sujetarlo.',
  'Si no puedes recolocarlo, llévalo metido en un vaso de leche (o en suero fisiológico, o en un recipiente con su propia saliva); nunca en agua ni seco. A un niño pequeño no se lo pongas dentro de la boca: se lo podría tragar.',
  'Aunque lo hayas recolocado, ve ahora a un dentista de urgencias o a urgencias del hospital. Si no encuentras el diente, ve igualmente: puede haberse quedado metido en la encía.',
  'Si además está confuso o muy adormilado, vomita, o le cuesta respirar o tose sin parar (puede haberse tragado el diente hacia el pulmón), ve a urgencias del hospital o llama al 112.',
];

export const CONSEJO_IR_YA_DIENTES =
  'Ve a urgencias ahora si la boca sigue sangrando después de 10 minutos apretando con una gasa, si no puede cerrar bien la boca o morder como siempre, si se le hincha la cara o si le cuesta respirar o tragar.';

export const CUIDADOS_DIENTES =
  'Para el dolor, paracetamol o ibuprofeno. Comida blanda y no muy caliente unos días, y lávale los dientes con un cepillo suave también en la zona del golpe.';

export const ACCIONES_DENTISTA: readonly string[] = [
  'Pide cita hoy con un dentista (en una clínica dental de urgencias si la suya está cerrada)',
  'Si no hay dentista, que lo vea hoy su pediatra o urgencias',
];

/** Rojo: a permanent tooth knocked out (IADT 2020 avulsion; NHS). */
export function reglaDienteDefinitivo(): Regla {
  return {
    si: `dientes = '${DIENTES.definitivoFuera}'`,
    urgencia: 'rojo',
    titulo: 'Se le ha salido un diente definitivo',
    consejos: [...CONSEJOS_DIENTE_DEFINITIVO, CONSEJO_ROJO_CAMINO],
    acciones_sugeridas: ['Ve ahora a un dentista de urgencias o a urgencias del hospital', 'Lleva el diente en leche o recolocado en su sitio'],
  };
}

/** Amarillo: a baby tooth knocked out, not put back (IADT 2020 primary dentition; NHS). `propios` go before the amarillo safety net. */
export function reglaDienteLeche(propios: readonly string[] = []): Regla {
  return {
    si: `dientes = '${DIENTES.lecheFuera}'`,
    urgencia: 'amarillo',
    titulo: 'Se le ha salido un diente de leche por un golpe',
    consejos: [
      'No vuelvas a meter un diente de leche en la encía: podría dañar el diente definitivo que se está formando debajo.',
      'Que lo vea un dentista hoy o, si no es posible, mañana a primera hora: comprobará que no ha quedado ningún trozo dentro de la encía y cómo están los demás dientes. Si no encuentras el diente, díselo: puede haberse metido hacia dentro de la encía.',
      'Para que deje de sangrar, que muerda o aprieta con una gasa limpia y húmeda durante 10 minutos.',
      CUIDADOS_DIENTES,
      CONSEJO_IR_YA_DIENTES,
      ...propios,
      CONSEJO_AMARILLO,
    ],
    acciones_sugeridas: ['Pide cita con un dentista hoy o mañana a primera hora', 'Si no hay dentista, que lo vea su pediatra'],
    medicacion: antitermicos(),
  };
}

/** Amarillo: a broken, displaced, loose or pushed-in tooth, or a bleeding gum around it (IADT 2020 fractures and luxations). */
export function reglaDienteDanado(propios: readonly string[] = []): Regla {
  return {
    si: `dientes = '${DIENTES.danado}'`,
    urgencia: 'amarillo',
    titulo: 'Diente roto, movido o metido hacia dentro por un golpe',
    consejos: [
      'Un diente roto, torcido, metido en la encía o hacia dentro, o que se mueve mucho, o una encía que sangra alrededor de un diente, necesita que lo vea un dentista hoy: cuanto antes se trate, más fácil es salvar el diente (y, si es de leche, proteger el definitivo que se forma debajo).',
      'No intentes enderezar, sacar ni mover tú el diente. Si se ha roto un trozo, búscalo y llévalo en un poco de leche, suero fisiológico o agua: a veces se puede pegar.',
      CUIDADOS_DIENTES,
      CONSEJO_IR_YA_DIENTES,
      ...propios,
      CONSEJO_AMARILLO,
    ],
    acciones_sugeridas: ACCIONES_DENTISTA,
    medicacion: antitermicos(),
  };
}
