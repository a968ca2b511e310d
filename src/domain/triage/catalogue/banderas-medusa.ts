/**
 * A jellyfish sting, asked the same way whichever door the parent used
 * ('Picaduras' or 'Quemaduras', because it looks like a burn). Mediterranean
 * jellyfish stings on a limb or the trunk are home care with sea-water rinsing
 * and cold; a large area (half a limb or more), the face, eyes or genitals,
 * pain that does not settle, or a Portuguese man o' war (Atlantic, more venom)
 * need a doctor today; systemic symptoms are asked by each flow's own
 * red-feature questions.
 * Sources: Protección Civil, Vademécum REMER "Picaduras de animales"; Hospital
 * Sant Joan de Déu, "Picaduras típicas del verano"; round 18: ANZCOR Guideline
 * 9.4.5 "First aid management of marine envenomation" (cold for most jellyfish,
 * hot water at 45 °C for 20 minutes for the bluebottle / man o' war) and Surf
 * Life Saving Australia (help if the stung area is half a limb or more, the
 * eye, or the pain persists).
 */
import type { Fuente, Pregunta } from '../types.ts';

export const MEDUSA = {
  // Round 18: a new text (it was "on an arm or a leg, smaller than the palm"): the trunk is added and the size is the
  // one Surf Life Saving Australia uses (less than half a limb), because a tentacle mark is usually a long line.
  local:
    'En un brazo, una pierna, la tripa, el pecho o la espalda, en una zona más pequeña que medio brazo o media pierna, y el dolor va cediendo con agua de mar y frío',
  // Round 18: a new text (it was "bigger than the palm, on the face… or pain after 1 hour"): the size now matches the option above.
  extensa:
    'Ocupa medio brazo, media pierna o más, está en la cara, cerca de los ojos o en los genitales, o el dolor sigue muy fuerte después de 1 hora de primeros auxilios',
  carabela: 'Era una carabela portuguesa (una bolsa azul o morada que flota, con tentáculos muy largos) o no sé qué era',
} as const;

/** New id in round 8: it replaces picadura's si_no 'medusa_extensa', adding pain that does not settle and the Portuguese man o' war. */
export const PREGUNTA_MEDUSA: Pregunta = {
  id: 'medusa_picadura',
  texto: '¿Cómo es la picadura de la medusa?',
  tipo: 'opciones',
  opciones: [MEDUSA.local, MEDUSA.extensa, MEDUSA.carabela],
  ayuda:
    'Primero lava la zona con agua de mar o suero (nunca con agua dulce), sin frotar, quita los restos de tentáculos con unas pinzas y pon frío envuelto en un paño 15 minutos. Si encaja más de una opción, elige la última.',
  alarma: [MEDUSA.extensa, MEDUSA.carabela],
};

/** Jellyfish first aid (REMER; Sant Joan de Déu; ANZCOR 9.4.5). */
export const PRIMEROS_AUXILIOS_MEDUSA: readonly string[] = [
  'Sal del agua y lava la zona con agua de mar o suero fisiológico, nunca con agua dulce. No frotes con la toalla ni con arena.',
  'Quita los restos de tentáculos con unas pinzas o el borde de una tarjeta (no con los dedos) y pon frío en una bolsa, envuelto en un paño, 15 minutos.',
];

/** Round 18: ANZCOR 9.4.5, the man o' war (bluebottle) sting eases with hot water rather than cold. */
export const CALOR_CARABELA =
  'Si fue una carabela portuguesa, en lugar de frío mete la zona en agua bien caliente que no queme (unos 45 °C: pruébala antes con tu mano) durante 20 minutos; alivia más el dolor.';

/** Round 18: the first-aid sources both flows cite for the jellyfish answers. */
export const FUENTES_MEDUSA: readonly Fuente[] = [
  {
    titulo: 'ANZCOR Guideline 9.4.5. First aid management of marine envenomation (frío para la mayoría de las medusas; agua caliente a 45 °C durante 20 minutos para la carabela portuguesa) (año de consulta)',
    anio: 2026,
    url: 'https://www.anzcor.org/home/first-aid-for-bites-stings-and-poisoning/guideline-9-4-6-envenomation-blue-ringed-octopus-and-cone-shell/',
  },
  {
    titulo: 'Surf Life Saving Australia. Public Safety and Aquatic Rescue manual: heat for marine stings (pedir ayuda si la zona picada es de medio miembro o más, en el ojo o si el dolor sigue) (año de consulta)',
    anio: 2026,
    url: 'https://www.manula.com/manuals/slsa/psar/35/en/topic/heat',
  },
];
