/**
 * Dolor de oído. Built on the Schmitt-Thompson Earache protocol (stiff neck →
 * now; swelling behind the ear, severe pain not better 2 h after a painkiller
 * → within hours; fever, pus from the ear or age < 2 years with a suspected
 * ear infection → within 24 h), the Belfast / Healthier Together earache sheet,
 * WHO IMCI (tender swelling behind the ear = mastoiditis, refer urgently),
 * NICE NG91 (acute otitis media lasts about 3 days; paracetamol or ibuprofen
 * for pain), SEUP (ear pain > 48 h → paediatrician, not urgent: verde with a
 * routine appointment) and NICE NG143 for fever. See `notas`.
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  antitermicos,
  CONSEJO_AMARILLO,
  CONSEJOS_ANTITERMICOS,
  consejoConsultaSi,
  consejoVuelveSi,
  EDADES_MENOR_2_ANOS,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  MANCHAS,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  AVISO_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
  consejosRojo,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { PREGUNTA_RESPIRACION_RESUMIDA, reglaRespiracionResumidaAmarillo, reglaRespiracionResumidaRojo } from './banderas-respiracion.ts';

export { RESPIRACION_RESUMIDA as RESPIRACION } from './banderas-respiracion.ts';

const CON_FIEBRE = "fiebre = 'si'";

export const CAUSA = {
  no: 'No, ninguna de las dos cosas',
  objeto: 'Se ha metido algo en el oído (un objeto, un insecto o un bastoncillo)',
  golpe: 'Empezó después de un golpe en la cabeza o en la oreja',
} as const;

export const DURACION = {
  menos48h: 'Menos de 48 horas (empezó hoy o ayer)',
  desde48h: '48 horas o más',
} as const;



const NO_GOTAS =
  'No le metas bastoncillos ni algodones en el oído, y no le pongas gotas sin receta: pueden empeorarlo o impedir que el médico vea el tímpano.';

const MIENTRAS_TANTO =
  'Mientras tanto, dale paracetamol o ibuprofeno para el dolor (el ibuprofeno, solo a partir de 6 meses) y mantenlo algo incorporado para dormir.';

const consejosAmarillo = (...propios: string[]): string[] => [...propios, NO_GOTAS, MIENTRAS_TANTO, CONSEJO_AMARILLO];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

/** Amarillo results treat the pain while waiting (NICE NG91: paracetamol or ibuprofen for all). */
const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: antitermicos() });

export const dolor_oido: Flujo = {
  ...FICHAS.dolor_oido,
  fuentes: [
    {
      titulo: 'Schmitt-Thompson. Earache (Swedish Kids Symptom Checker) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.swedish.org/classes-and-resources/swedish-kids-symptom-checker?Symptom=31',
    },
    {
      titulo: 'Belfast Health and Social Care Trust. Children’s symptom checker: earache (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://belfasttrust.hscni.net/hospitals/childrens/childrens-symptom-checker/earache/',
    },
    {
      titulo: 'NICE NG91. Otitis media (acute): antimicrobial prescribing',
      anio: 2018,
      url: 'https://www.nice.org.uk/guidance/ng91/chapter/Recommendations',
    },
    {
      titulo: 'KidsHealth (Rady Children’s). Earaches: swelling and redness behind the ear, ear sticking out (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://kidshealth.org/ws/RadyChildrens/en/parents/earaches-sheet.html/',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'Mechanism of ear canal button battery injury and strategies for mitigation of damage. Acta Otorhinolaryngologica Italica 2023 (necrosis alcalina del conducto en pocas horas)',
      anio: 2023,
      url: 'https://www.actaitalica.it/article/view/2083',
    },
    {
      titulo: 'Nivatvongs W, Ghabour M, Dhanasekar G. Difficult button battery ear foreign body removal: the magnetic solution. J Laryngol Otol 2014 (la extracción urgente es esencial)',
      anio: 2014,
      url: 'https://www.cambridge.org/core/product/2C545F3B63F522AAAB2AEB401A8039D7',
    },
    {
      titulo: 'NICE head injury (CG176 / NG232): community referral criteria (resumen de NASGP)',
      anio: 2023,
      url: 'https://www.nasgp.org.uk/resource/nice-head-injury/',
    },
  ],
  revisado: '2026-11-23',
  notas: [
    'Puertas equivocadas: por el dolor de oído llegan la mastoiditis (hinchazón detrás de la oreja, oreja despegada: rojo), la meningitis y otras complicaciones dentro de la cabeza (cuello rígido, dolor de cabeza fuerte con vómitos, molestia con la luz, visión doble: rojo), la sepsis (muy adormilado, color pálido, moteado o azulado, y con fiebre manchas que no se borran: rojo, NICE NG143 y la lista de signos rojos que Healthier Together repite en cada tema), la neumonía o la bronquiolitis de un bebé con fiebre que se toca las orejas (con fiebre, pregunta de respiración con la frecuencia por edad: rápida o con algo de esfuerzo → amarillo; grave → rojo, NICE NG143), la parálisis facial y el vértigo (amarillo), un objeto o un insecto en el oído (amarillo, enlace a cuerpo_extrano; si puede ser una pila de botón o un imán, rojo) y la fractura de la base del cráneo tras un golpe (sangre o líquido por el oído: rojo, enlace a golpes_caidas). Todas se preguntan; las de fiebre solo cuando hay fiebre, para que el dolor de oído sin fiebre siga siendo un cuestionario corto.',
    'Hinchazón o enrojecimiento detrás de la oreja, con la oreja despegada (mastoiditis): Schmitt lo pone en "ver en 4 horas" y Belfast en ámbar, pero la OMS (AIEPI) pide derivar urgentemente y KidsHealth lo lista entre los motivos de atención médica. Elegimos rojo (lectura prudente, como pide el brief): necesita antibiótico intravenoso y a veces cirugía.',
    'Cuello rígido, dolor de cabeza muy fuerte con vómitos o molestia con la luz, visión doble o borrosa: rojo en Belfast y "ahora" en Schmitt (posible meningitis u otra complicación). Muy adormilado o sin responder: rojo (pregunta global).',
    'Menores de 2 años: Schmitt pide ver en 24 horas a todo menor de 2 años con sospecha de otitis, y NICE NG91 trata distinto la otitis bilateral en menores de 2 años → amarillo siempre (puerta de edad). Menores de 3 meses con fiebre → rojo (NICE NG143).',
    'Fiebre y pus por el oído: Schmitt pide ver en 24 horas si hay fiebre o supuración → amarillo.',
    'Duración (issue 9, zona gris, ronda 2): antes elegíamos amarillo desde 48 horas, la lectura prudente. Releídas las fuentes, las tres dicen claramente consulta no urgente o cuidados en casa para el niño que está bien: SEUP pone "dolor de oído de más de 48 horas" en "consulta con tu pediatra (no urgente)"; NICE NG91 dice que la otitis dura unos 3 días y hasta 1 semana, que la mayoría se cura sin antibiótico, y pide volver a consultar si no mejora a los 3 días o si empeora de forma rápida o marcada; Schmitt pone el dolor leve sin fiebre en mayores de 2 años en "ver en 3 días" (horario de consulta). Ahora: 48 horas o más sin ningún otro signo → verde con "pide cita con tu pediatra (no urgente)" para mirarle el oído, analgesia y red de seguridad (fiebre, supuración, hinchazón detrás de la oreja, dolor que va a peor → consultar ya). Lo que sigue siendo amarillo no cambia: fiebre, supuración, dolor que no cede 2 horas después del analgésico, oreja roja e hinchada, cara torcida o vértigo, y cualquier sospecha de otitis en menores de 2 años (Schmitt: ver en 24 horas; NICE NG91 trata aparte la otitis bilateral de los menores de 2 años).',
    'Oreja roja e hinchada por fuera, o dolor muy fuerte que no mejora 2 horas después del analgésico: Schmitt "ver en 4 horas" → amarillo. Cara torcida o pérdida de equilibrio nueva: Schmitt "ver en 4 horas" → amarillo.',
    'Objeto metido en el oído: amarillo con enlace a cuerpo_extrano (Schmitt: objeto punzante → ver ahora). Ronda 2 (puerta equivocada de cuerpo_extrano): antes, que pudiera ser una pila de botón o un imán solo se decía en el consejo; ahora se pregunta cuando hay algo metido en el oído y da rojo, como en cuerpo_extrano: la pila de botón atrapada en el conducto produce una quemadura alcalina con necrosis del conducto en pocas horas y puede dar supuración, sangrado, perforación del tímpano o parálisis facial (Acta Otorhinolaryngol Ital 2023), y su extracción urgente es esencial (J Laryngol Otol 2014). Tras un golpe en la cabeza: amarillo con enlace a golpes_caidas; si además sale sangre o líquido claro por el oído, rojo (NICE head injury: posible fractura de la base del cráneo).',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo → amarillo; "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Medicación: paracetamol o ibuprofeno para el dolor en todos los resultados no rojos (NICE NG91), con las dosis de SPEC §9; ibuprofeno solo desde 6 meses y ninguna dosis en menores de 3 meses sin indicación médica.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_COLOR_GRAVE,
    {
      id: 'cuello_cabeza',
      texto:
        '¿Tiene el cuello rígido (no puede bajar la barbilla hasta el pecho), un dolor de cabeza muy fuerte con vómitos, le molesta mucho la luz, o ve doble o borroso?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'mastoides',
      texto:
        '¿Tiene detrás de la oreja una zona hinchada, roja o que le duele mucho al tocarla, o la oreja se le ha despegado (empujada hacia fuera o hacia delante)?',
      tipo: 'si_no',
      ayuda: 'Compara las dos orejas mirándolas de frente y desde detrás.',
      alarma: ['si'],
    },
    {
      id: 'causa',
      texto: '¿Se ha metido algo en el oído, o empezó el dolor después de un golpe?',
      tipo: 'opciones',
      opciones: [CAUSA.no, CAUSA.objeto, CAUSA.golpe],
    },
    {
      id: 'pila_oido',
      texto: '¿Puede ser una pila de botón o un imán lo que se ha metido en el oído?',
      tipo: 'si_no',
      ayuda: 'Mira si falta la pila de un mando, un reloj o un juguete, o alguna pieza magnética. Si hay la más mínima duda, responde Sí.',
      mostrar_si: `causa = '${CAUSA.objeto}'`,
      alarma: ['si'],
    },
    {
      id: 'cara_equilibrio',
      texto: '¿Se le ha torcido la cara (no puede cerrar bien un ojo o mover un lado de la boca) o ha perdido el equilibrio de repente?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'fiebre',
      texto: '¿Tiene fiebre (38 °C o más medida con termómetro)?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    { ...PREGUNTA_MANCHAS, mostrar_si: CON_FIEBRE },
    { ...PREGUNTA_RESPIRACION_RESUMIDA, mostrar_si: CON_FIEBRE },
    {
      id: 'supura',
      texto: '¿Le sale pus, líquido o sangre por el oído?',
      tipo: 'si_no',
      ayuda: 'La cera (marrón o anaranjada) o el agua del baño no cuentan.',
      alarma: ['si'],
    },
    {
      id: 'dolor_fuerte',
      texto:
        '¿La oreja está roja e hinchada por fuera o le duele mucho al tocarla o moverla, o el dolor es tan fuerte que no mejora 2 horas después de darle paracetamol o ibuprofeno?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'duracion',
      texto: '¿Desde cuándo le duele?',
      tipo: 'opciones',
      opciones: [DURACION.menos48h, DURACION.desde48h],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    // Weight last; no dose is ever shown under 3 months.
    { ...PREGUNTA_PESO, mostrar_si: "edad_rango != '0-3 meses'" },
  ],
  avisos: [AVISO_PREOCUPADO],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "no_responde = 'si'",
      'Muy adormilado, no responde o llanto anormal',
      consejosRojo('Si no responde pero respira, túmbalo de lado. No le des nada por la boca mientras esté así.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "color_grave = 'si'",
      'Color muy pálido, moteado o labios azulados',
      consejosRojo('Puede ser un signo de infección grave o de mala circulación: necesita atención inmediata.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Fiebre con manchas que no se borran al apretar',
      consejosRojo('Las manchas rojas o moradas que no se borran con la prueba del vaso pueden ser una infección grave (meningococo): ve sin esperar.'),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['fiebre'] },
    ),
    reglaRespiracionResumidaRojo(),
    rojo(
      "cuello_cabeza = 'si'",
      'Dolor de oído con cuello rígido, dolor de cabeza fuerte o visión alterada',
      consejosRojo(
        'Estos signos pueden indicar que la infección del oído se ha extendido (meningitis u otra complicación): necesita valoración inmediata.',
        'No le des de comer ni de beber por el camino.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "mastoides = 'si'",
      'Hinchazón o enrojecimiento detrás de la oreja (posible mastoiditis)',
      consejosRojo(
        'Una zona hinchada, roja o dolorosa detrás de la oreja, o una oreja despegada, puede ser una mastoiditis (infección del hueso de detrás del oído): necesita tratamiento en el hospital hoy mismo.',
        'No retrases la salida para darle nada. No le apliques calor ni cremas en la zona.',
      ),
    ),
    rojo(
      "pila_oido = 'si'",
      'Puede tener una pila de botón o un imán en el oído',
      consejosRojo(
        'Una pila de botón en el oído suelta un líquido alcalino que quema el conducto y el tímpano en pocas horas: ve a urgencias ahora para que se la saquen, aunque esté tranquilo y no le duela.',
        'No le pongas gotas, aceite ni agua, y no intentes sacarla con pinzas ni bastoncillos. Lleva otra pila igual o el aparato del que salió, si lo tienes.',
      ),
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    rojo(
      `causa = '${CAUSA.golpe}' AND supura = 'si'`,
      'Sale sangre o líquido por el oído tras un golpe en la cabeza',
      consejosRojo(
        'Sangre o líquido claro por el oído después de un golpe en la cabeza puede indicar una fractura de cráneo: necesita valoración urgente.',
        'No le tapones el oído ni lo limpies por dentro. Si vomita, está adormilado o confuso, llama al 112.',
      ),
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      "edad_rango = '0-3 meses' AND fiebre = 'si'",
      'Fiebre en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, 38 °C o más necesita que lo vea un médico enseguida aunque parezca estar bien.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    // ------------------------------------------------------------- amarillo
    { ...reglaRespiracionResumidaAmarillo([MIENTRAS_TANTO]), medicacion: antitermicos(), ver_tambien: ['tos', 'fiebre'] },
    amarillo(
      "cara_equilibrio = 'si'",
      'Dolor de oído con la cara torcida o pérdida de equilibrio',
      consejosAmarillo(
        'Una cara que no se mueve bien de un lado o una pérdida de equilibrio nueva pueden ser complicaciones de una otitis: que lo vea un médico en unas horas, hoy mismo.',
        'Si además tiene dolor de cabeza fuerte, vómitos o está adormilado, ve a urgencias ya.',
      ),
    ),
    amarillo(
      `causa = '${CAUSA.objeto}'`,
      'Algo metido en el oído',
      consejosAmarillo(
        'Un objeto o un insecto en el oído hay que sacarlo en la consulta, con el instrumental adecuado: que lo vea hoy un médico.',
        'No intentes sacarlo con pinzas ni bastoncillos: puedes empujarlo más adentro o dañar el tímpano. Si es un insecto vivo, puedes poner unas gotas de aceite templado para que deje de moverse, salvo que le salga líquido o sangre del oído.',
        'Si después piensas que puede ser una pila de botón o un imán, ve a urgencias ahora: puede quemar el oído en pocas horas.',
      ),
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    amarillo(
      `causa = '${CAUSA.golpe}'`,
      'Dolor de oído después de un golpe',
      consejosAmarillo(
        'Un golpe en la oreja o en la cabeza puede dañar el tímpano: que lo vea hoy un médico.',
        'Haz también el cuestionario de golpes: si vomita, está adormilado, confuso o le sale líquido o sangre por el oído o la nariz, ve a urgencias ya.',
      ),
      { ver_tambien: ['golpes_caidas'] },
    ),
    amarillo(
      "supura = 'si'",
      'Le sale pus o líquido por el oído',
      consejosAmarillo(
        'Probablemente es una otitis con una pequeña perforación del tímpano, que suele curar sola, pero hoy debe verlo un médico por si necesita antibiótico (NICE).',
        'Limpia solo lo que sale por fuera, con una gasa. Evita que le entre agua en el oído.',
      ),
    ),
    amarillo(
      "dolor_fuerte = 'si'",
      'Oreja roja e hinchada o dolor que no mejora con el analgésico',
      consejosAmarillo(
        'Una oreja roja e hinchada por fuera o un dolor que no cede 2 horas después del analgésico debe verlo un médico en unas horas.',
        'Un paño frío o templado sobre la oreja puede aliviar mientras hace efecto el analgésico.',
      ),
    ),
    amarillo(
      "fiebre = 'si'",
      'Dolor de oído con fiebre',
      consejosAmarillo(
        'La fiebre con dolor de oído suele ser una otitis. Que lo vea hoy un médico; la mayoría mejoran en unos 3 días y no siempre necesitan antibiótico.',
        ...CONSEJOS_ANTITERMICOS,
      ),
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `edad_rango IN ${lista(EDADES_MENOR_2_ANOS)}`,
      'Posible otitis en menor de 2 años',
      consejosAmarillo(
        'En menores de 2 años, una posible otitis debe verla un médico en las próximas horas (hoy o, si empieza de noche y está bien con el analgésico, a primera hora): a esta edad a veces necesita antibiótico.',
        'En menores de 3 meses, no le des ningún medicamento sin que lo indique un médico.',
      ),
    ),
    { ...reglaMuyEnfermo([MIENTRAS_TANTO]), medicacion: antitermicos() },
    // ---------------------------------------------------------------- verde
    {
      si: `duracion = '${DURACION.desde48h}'`,
      urgencia: 'verde',
      titulo: 'Dolor de oído desde hace 48 horas o más, sin otros signos',
      consejos: [
        'La otitis suele durar unos 3 días y a veces hasta una semana, y casi siempre se cura sola, sin antibiótico (NICE). Sin fiebre ni otros signos no es urgente: pide cita con tu pediatra (no urgente) para que le mire el oído, sobre todo si no mejora a los 3 días (SEUP: dolor de oído de más de 48 horas → pediatra, no urgente).',
        'Mientras tanto, dale paracetamol o ibuprofeno para el dolor a sus horas, sobre todo por la noche. No le des los dos a la vez. Usa la jeringa dosificadora de su propio envase.',
        'Un paño templado sobre la oreja y dormir algo incorporado pueden aliviar.',
        NO_GOTAS,
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'se le hincha o se le pone roja la zona de detrás de la oreja, o la oreja se despega',
          'tiene el cuello rígido, dolor de cabeza fuerte con vómitos o se le tuerce la cara',
          'el dolor va claramente a peor o no se le pasa con el analgésico',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['aparece fiebre o le sale pus o líquido por el oído (que lo vean hoy)', 'sigue con dolor después de una semana', 'oye menos durante más de 2 semanas después de curarse']),
      ],
      acciones_sugeridas: [ACCION.pediatraNoUrgente, ACCION.cuidaEnCasa],
      medicacion: antitermicos(),
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Dolor de oído sin signos de alarma',
      consejos: [
        'Suele deberse a una otitis o a un catarro que tapona el oído. La mayoría mejoran solas en unos 3 días, como mucho una semana, sin antibiótico (NICE).',
        'Dale paracetamol o ibuprofeno para el dolor a sus horas, sobre todo por la noche. No le des los dos a la vez. Usa la jeringa dosificadora de su propio envase.',
        'Un paño templado sobre la oreja y dormir algo incorporado pueden aliviar.',
        NO_GOTAS,
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'se le hincha o se le pone roja la zona de detrás de la oreja, o la oreja se despega',
          'tiene el cuello rígido, dolor de cabeza fuerte con vómitos o se le tuerce la cara',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi([
          'el dolor dura 48 horas o más, o no se le pasa con el analgésico',
          'aparece fiebre',
          'le sale pus o líquido por el oído',
          'oye menos durante más de 2 semanas después de curarse',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
  ],
};
