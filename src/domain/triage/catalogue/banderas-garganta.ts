/**
 * Something stuck in the throat after eating, and a mouth irritated by a
 * chewed plant, asked with the same words in 'Dolor de garganta' and
 * 'Cuerpo extraño' (round 8).
 *
 * A fish bone or a small bone felt stuck, with pain on swallowing, in a child
 * who swallows saliva, speaks and breathes normally, is looked at and removed
 * within hours (ENT UK / NHS "Something stuck in your throat": go to A&E or an
 * urgent treatment centre; NICE CKS foreign body: refer the same day); chest
 * or back pain, vomiting blood or fever after it suggest a perforated gullet.
 * Drooling without swallowing saliva and breathing difficulty are asked by
 * each flow's own red-feature questions.
 */
import type { Fuente, Pregunta } from '../types.ts';

/** Asked only after a fish bone or small bone: signs of an oesophageal perforation or abscess. */
export const PREGUNTA_ESPINA_GRAVE: Pregunta = {
  id: 'espina_grave',
  texto: 'Desde que se le clavó, ¿le duele el pecho o la espalda, ha vomitado sangre o tiene fiebre?',
  tipo: 'si_no',
  alarma: ['si'],
};

/** Advice for a fish bone or small bone stuck, in a child who swallows saliva and breathes normally. */
export const CONSEJOS_ESPINA: readonly string[] = [
  'Si traga su saliva, habla y respira con normalidad, no es una emergencia, pero la espina o el hueso pueden seguir clavados: que le mire hoy la garganta un médico (urgencias o su centro de salud), que puede verla y sacarla en unas horas.',
  'No le des pan, arroz ni plátano para empujarla hacia abajo, y no intentes sacarla con los dedos: puede clavarse más. Puede tomar agua a sorbos si traga bien.',
  'A veces la espina ya ha salido y lo que nota es el arañazo, que molesta uno o dos días; eso también lo puede decir el médico.',
  'Ve a urgencias ahora o llama al 112 si babea sin poder tragar la saliva, le cuesta respirar, le duele el pecho o la espalda, vomita sangre o le sube la fiebre.',
];

/** The same words in both flows for an irritant plant chewed (Dieffenbachia, pothos…): first aid and when to go. */
export const CONSEJOS_PLANTA_IRRITANTE: readonly string[] = [
  'Las plantas de interior como la difenbaquia, el potus, la cala o el filodendro tienen unos cristales que pican mucho en la boca nada más morderlas: escozor, babeo un rato y algo de hinchazón de los labios. No es una alergia ni un veneno grave, y mejora en minutos u horas.',
  'Quítale los restos de la boca, enjuágasela con agua fresca y dale algo frío para chupar (un polo, hielo envuelto en un paño o agua fría a sorbos). No le hagas vomitar.',
  'Guarda un trozo de la planta o hazle una foto por si tienes que consultar.',
];

/** The verde safety net after an irritant plant (mouth swelling that grows, drooling, voice or breathing). */
export const VUELVE_SI_PLANTA: readonly string[] = [
  'se le hinchan más los labios, la lengua o la garganta, o le cambia la voz',
  'babea sin poder tragar la saliva o no quiere beber',
  'le cuesta respirar o hace ruido al coger aire',
  'vomita varias veces o está decaído',
];

export const FUENTE_DPIC_DIFENBAQUIA: Fuente = {
  titulo: 'BC Drug and Poison Information Centre. Dieffenbachia: dolor y ardor inmediatos en boca y labios por cristales de oxalato; enjuagar y algo frío; consultar si persiste',
  anio: 2012,
  url: 'https://dpic.org/faq/dieffenbachia',
};

/** Spain's poison line, as the first action of the irritant-plant verde (SIT, Instituto Nacional de Toxicología). */
export const ACCION_LLAMA_TOXICOLOGIA = 'Llama al Servicio de Información Toxicológica: 91 562 04 20 (24 h)';
