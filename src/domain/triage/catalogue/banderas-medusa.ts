/**
 * A jellyfish sting, asked the same way whichever door the parent used
 * ('Picaduras' or 'Quemaduras', because it looks like a burn). Mediterranean
 * jellyfish stings on a limb are home care with sea-water rinsing and cold;
 * a large area, the face, eyes or genitals, pain that does not settle, or a
 * Portuguese man o' war (Atlantic, more venom) need a doctor today; systemic
 * symptoms are asked by each flow's own red-feature questions.
 * Sources: Protección Civil, Vademécum REMER "Picaduras de animales"; Hospital
 * Sant Joan de Déu, "Picaduras típicas del verano".
 */
import type { Pregunta } from '../types.ts';

export const MEDUSA = {
  local: 'En un brazo o una pierna, en una zona más pequeña que la palma de su mano, y el dolor va cediendo con agua de mar y frío',
  extensa:
    'Ocupa más que la palma de su mano, está en la cara, cerca de los ojos o en los genitales, o el dolor sigue muy fuerte después de 1 hora de primeros auxilios',
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

/** Jellyfish first aid (REMER; Sant Joan de Déu). */
export const PRIMEROS_AUXILIOS_MEDUSA: readonly string[] = [
  'Sal del agua y lava la zona con agua de mar o suero fisiológico, nunca con agua dulce. No frotes con la toalla ni con arena.',
  'Quita los restos de tentáculos con unas pinzas o el borde de una tarjeta (no con los dedos) y pon frío en una bolsa, envuelto en un paño, 15 minutos.',
];
