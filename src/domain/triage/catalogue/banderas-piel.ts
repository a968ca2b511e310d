/**
 * Skin infection, mild versus severe (round 8), asked with the same words in
 * 'Heridas', 'Picaduras', 'Hinchazón' and 'Problemas de piel'.
 *
 * A spreading red, hot, painful area (cellulitis, an infected bite or wound,
 * an infected ear piercing) in a child without fever, or with fever but
 * looking well, is treated with antibiotics started today (NICE NG141:
 * Eron class I-II, oral antibiotics; refer if severely unwell). It is rojo only
 * with systemic signs (NICE NG141 Eron III-IV and NICE NG143 red features):
 * the child is very unwell, the pain is far beyond what the skin shows, the
 * skin turns purple, black or blistered (necrotising infection), or there are
 * signs of shock.
 */
import type { Fuente, Pregunta } from '../types.ts';

export const PREGUNTA_INFECCION_PIEL_GRAVE: Pregunta = {
  id: 'infeccion_piel_grave',
  texto:
    'Con la zona roja e hinchada, ¿está muy decaído o adormilado, muy pálido o con la piel moteada o las manos y los pies fríos, le duele muchísimo más de lo que se ve por fuera, o la piel se ha puesto morada, negra o con ampollas?',
  tipo: 'si_no',
  ayuda:
    'Que la rojez crezca un poco, que duela al tocarla o que tenga algo de fiebre pero esté animado cuando le baja es lo normal de una infección de la piel: eso no cuenta aquí.',
  alarma: ['si'],
};

/** What to do while waiting for the antibiotic of an uncomplicated skin infection (NICE NG141: mark the edge). */
export const CONSEJOS_CELULITIS: readonly string[] = [
  'Una zona roja, caliente, hinchada y dolorosa que crece es una infección de la piel (celulitis) y necesita antibiótico que se empieza hoy: que lo vea hoy un médico, aunque tenga algo de fiebre, si está animado.',
  'Marca con un bolígrafo el borde de la rojez y apunta la hora, para ver si crece. Eleva la zona si es un brazo o una pierna.',
  'Ve a urgencias ahora si está muy decaído, le duele muchísimo más de lo que se ve, la piel se pone morada, negra o con ampollas, o la rojez crece mucho en pocas horas a pesar del antibiótico.',
];

export const FUENTE_NICE_NG141: Fuente = {
  titulo: 'NICE NG141. Cellulitis and erysipelas: antimicrobial prescribing (clases de Eron: I-II antibiótico oral; derivar si está muy enfermo o hay sepsis o fascitis necrotizante)',
  anio: 2019,
  url: 'https://www.nice.org.uk/guidance/ng141/chapter/Recommendations',
};
