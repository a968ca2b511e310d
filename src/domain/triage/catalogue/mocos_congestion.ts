/**
 * Mocos y congestión (resfriado común). Built on the NHS Healthier Together
 * cough-and-cold and bronchiolitis sheets (red: breathing, colour,
 * responsiveness; amber: feeding less than half, fewer wet nappies), NICE
 * NG79 acute sinusitis (deterioration after a milder phase; hospital for
 * orbital complications), the Schmitt-Thompson Colds protocol (ear, sinus
 * pain), NICE NG143 for fever, SPEC §9 (mucus 7 or more days) and Spanish
 * primary-care advice on nasal washes (SPAPex, Osakidetza). Round 5: a baby
 * under 1 year with a cold and a cough or wheeze is amarillo under 3 months,
 * and from 3 to 12 months when born premature or with heart, lung, muscle or
 * immune disease (NICE NG9 risk factors for severe bronchiolitis). See `notas`.
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
  paracetamol,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
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
  CON_FIEBRE_TRAMOS,
  FIEBRE_TRAMOS,
  PREGUNTA_DIAS_FIEBRE,
  PREGUNTA_FIEBRE_TRAMOS,
} from './comunes.ts';
import { avisoNarizFuera, FUENTE_LOTHIAN_NARIZ, FUENTE_PCH_NARIZ, FUENTE_RCH_NARIZ, PREGUNTA_NARIZ_FUERA, PREGUNTA_PILA_NARIZ, reglaPilaNariz } from './banderas-ingesta.ts';
import { FICHAS } from './fichas.ts';
import {
  FUENTE_BTS_NEUMONIA,
  FUENTE_NG9_SATURACION,
  MOTIVO_CONSULTA_SATURACION,
  MOTIVO_VUELVE_SATURACION,
  NOTA_SATURACION,
  PREGUNTA_SATURACION,
  reglaSaturacionAmarillo,
  reglaSaturacionRojo,
} from './banderas-pulsioximetria.ts';
import {
  EDAD_RIESGO_BRONQUIOLITIS,
  EDADES_MENOR_1_ANO,
  PREGUNTA_COME_POCO,
  PREGUNTA_RESPIRACION_RESUMIDA,
  PREGUNTA_RIESGO_BRONQUIOLITIS,
  reglaRespiracionResumidaAmarillo,
  reglaRespiracionResumidaRojo,
  reglaRiesgoBronquiolitis,
  VIGILA_BRONQUIOLITIS,
} from './banderas-respiracion.ts';
import { conCribado } from './cribado-otras-puertas.ts';

export { RESPIRACION_RESUMIDA as RESPIRACION } from './banderas-respiracion.ts';

/**
 * Round 8: mucus for more than 10 days needs a look (NICE NG79: symptoms for about 10 days or less need no
 * antibiotic; AAP 2013: persistent discharge for more than 10 days without improvement). It was SPEC §9's 7 days.
 */
export const DIAS_MOCOS_AMARILLO = 10;

/** Swelling around the eye or on the forehead: orbital and frontal complications of sinusitis (NICE NG79; Foden 2013). */
export const OJO = {
  no: 'No',
  parpado: 'Sí, el párpado está hinchado y rojo, pero abre el ojo, lo mueve bien y ve bien',
  grave: 'Sí, y además no puede abrir el ojo, le duele al moverlo, ve doble o el ojo parece empujado hacia fuera',
  frente: 'Tiene un bulto blando o una zona hinchada en la frente, encima de las cejas',
} as const;

/** Rhinitis in a child with a diagnosed allergy (ARIA 2017; NICE CKS): the usual pattern is not a cold that does not clear. */
export const ALERGIA = {
  no: 'No tiene alergia diagnosticada, o no estoy seguro',
  habitual:
    'Tiene rinitis alérgica diagnosticada y esto es lo de siempre: mocos claros como agua, estornudos y picor de nariz o de ojos, como cada temporada o casi todo el año; está bien, sin fiebre',
  distinto:
    'Tiene alergia diagnosticada, pero esta vez es distinto: fiebre, mocos espesos o que huelen mal por un solo lado, pitos en el pecho, ronca con pausas al dormir o está peor que otras veces',
} as const;

const EDADES_DESDE_2_ANOS = ['2-5 años', '5-12 años', '12+ años'] as const;
const MOCOS_PERSISTENTES = `dias_mocos > ${DIAS_MOCOS_AMARILLO}`;
/** Allergic rhinitis as usual, in a child with no fever; the allergy question is asked exactly when the 7-day rule could apply. */
const ALERGIA_HABITUAL = `alergia = '${ALERGIA.habitual}' AND fiebre = '${FIEBRE_TRAMOS.no}'`;
/**
 * Round 11: when the trigger question is asked — mucus beyond the 10-day rule, from 2 years, no diagnosed allergy,
 * no fever. Every part is written out in the rules too, so a hidden question is false there, never unknown.
 */
const SE_PREGUNTA_DESENCADENANTE = `${MOCOS_PERSISTENTES} AND edad_rango IN ${lista(EDADES_DESDE_2_ANOS)} AND alergia = '${ALERGIA.no}' AND fiebre = '${FIEBRE_TRAMOS.no}'`;
/** Round 11: a clear, watery runny nose that comes only with a trigger, for weeks or winters, in a well child (EAACI non-allergic rhinitis). */
const RINITIS_DESENCADENANTE = `${SE_PREGUNTA_DESENCADENANTE} AND mocos_desencadenante = 'si'`;

/** The three fever bands shared by the respiratory flows. */
export const FIEBRE = FIEBRE_TRAMOS;

export const OIDO = {
  no: 'No',
  dolor: 'Le duele el oído, o se lo toca mucho mientras llora',
  supura: 'Le sale pus o líquido por el oído',
  detras: 'Tiene detrás de la oreja una zona hinchada, roja o muy dolorosa, o la oreja despegada',
} as const;




/** Nasal washes (SPAPex "Catarro" 2024; Schmitt Colds care advice). */
const LAVADOS: readonly string[] = [
  'Lávale la nariz con suero fisiológico antes de las tomas o las comidas y antes de dormir: con el niño tumbado de lado, echa el suero por el orificio de arriba (unos 2 ml en bebés y niños pequeños, unos 5 ml en mayores) y repite del otro lado. Después puedes aspirar con cuidado, no más de 2 veces al día.',
  'Los niños mayores pueden sonarse la nariz, un orificio cada vez.',
];

const MIENTRAS_TANTO =
  'Mientras tanto, lávale la nariz con suero fisiológico antes de las tomas y de dormir, y ofrécele líquidos a menudo.';

const consejosAmarillo = (...propios: string[]): string[] => [...propios, MIENTRAS_TANTO, CONSEJO_AMARILLO];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO });

/** Home care for a cold (HT cough and cold; SPAPex; Osakidetza; MHRA 2009). */
const CONSEJOS_CASA: readonly string[] = [
  'Es un catarro: lo producen virus, se cura solo y los antibióticos no sirven. Los mocos pueden volverse espesos, amarillos o verdes sin que eso signifique una infección por bacterias.',
  ...LAVADOS,
  'Ofrécele líquidos a menudo. Es normal que coma menos unos días.',
  'Eleva un poco el cabecero de la cama (en menores de 1 año, bajo el colchón, nunca con almohada).',
  'No le des jarabes ni gotas para la tos o para los mocos (descongestionantes, antihistamínicos, mucolíticos): en niños pequeños no funcionan y pueden dar efectos adversos.',
  'A partir de 1 año, una cucharadita de miel antes de dormir puede aliviar la tos. Nunca le des miel a un bebé menor de 1 año.',
  'No fumes cerca de él, ni dentro de casa ni en el coche.',
];

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'le cuesta respirar aunque le hayas limpiado la nariz',
  'come o bebe menos de la mitad de lo normal o moja muchos menos pañales',
  'se le hincha o se le pone rojo el párpado, o le sale un bulto en la frente',
  'tiene un dolor de cabeza muy fuerte con vómitos, le molesta mucho la luz, está confuso o ve doble',
  MOTIVO_VUELVE_SATURACION,
  'lo ves peor o estás más preocupado',
]);

const CONSULTA_SI = consejoConsultaSi([
  `sigue con mocos o con la nariz tapada más de ${DIAS_MOCOS_AMARILLO} días sin mejorar`,
  'le duele el oído o la cara',
  'tiene fiebre más de 3 días, o la fiebre vuelve después de haberse ido',
  'empeora después de haber empezado a mejorar',
  MOTIVO_CONSULTA_SATURACION,
]);

export const mocos_congestion: Flujo = conCribado({
  ...FICHAS.mocos_congestion,
  fuentes: [
    {
      titulo: 'Wald ER, et al. Clinical practice guideline for the diagnosis and management of acute bacterial sinusitis in children aged 1 to 18 years. Pediatrics 2013;132:e262-e280 (mocos que persisten más de 10 días, empeoramiento o comienzo grave)',
      anio: 2013,
      url: 'https://doi.org/10.1542/peds.2013-1071',
    },
    {
      titulo: 'The Royal College of Ophthalmologists. Periorbital and orbital cellulitis (celulitis preseptal frente a orbitaria: dolor al mover el ojo, visión, proptosis)',
      anio: 2022,
      url: 'https://www.rcophth.ac.uk/resources-listing/periorbital-and-orbital-cellulitis/',
    },
    {
      titulo: 'NHS Healthier Together (HRCH). Cough and cold (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://healthiertogether.hrch.nhs.uk/parentscarers/worried-your-child-unwell/cough-and-cold',
    },
    FUENTE_NG9_SATURACION,
    FUENTE_BTS_NEUMONIA,
    {
      titulo: 'NHS Healthier Together (What 0-18). Bronchiolitis: advice for parents and carers (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/professionals/health-visitors/safety-netting-documents-parents/bronchiolitis',
    },
    {
      titulo: 'NICE NG9. Bronchiolitis in children: diagnosis and management (actualizada en 2021)',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng9/chapter/Key-priorities-for-implementation',
    },
    {
      titulo: 'Schmitt-Thompson. Earache (hinchazón detrás de la oreja: mastoiditis) (Swedish Kids Symptom Checker) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.swedish.org/classes-and-resources/swedish-kids-symptom-checker?Symptom=31',
    },
    {
      titulo: 'Schmitt-Thompson. Croup (estridor en reposo → ver ahora) (versión para padres, Riverside Pediatrics) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://riverside-peds.com/is-your-child-sick/Croup',
    },
    {
      titulo: 'NICE NG79. Sinusitis (acute): antimicrobial prescribing',
      anio: 2017,
      url: 'https://www.nice.org.uk/guidance/ng79/chapter/Recommendations',
    },
    {
      titulo: 'Foden N, et al. A guide to the management of acute rhinosinusitis in primary care (derivación inmediata: edema o rojez alrededor del ojo, hinchazón de la frente, dolor de cabeza intenso, meningismo, signos neurológicos, visión doble). Br J Gen Pract 2013;63:611-3',
      anio: 2013,
      url: 'https://bjgp.org/content/63/616/611',
    },
    {
      titulo: 'Brożek JL, et al. Allergic Rhinitis and its Impact on Asthma (ARIA) guidelines — 2016 revision. J Allergy Clin Immunol 2017;140:950-8',
      anio: 2017,
      url: 'https://www.jacionline.org/article/S0091-6749(17)30919-3/fulltext',
    },
    {
      titulo: 'Hellings PW, et al. Non-allergic rhinitis: position paper of the European Academy of Allergy and Clinical Immunology (EAACI). Allergy 2017;72:1657-1665 (mocos provocados por desencadenantes inespecíficos: aire frío, comida, olores, humo; sin infección ni alergia)',
      anio: 2017,
      url: 'https://researchinformation.amsterdamumc.org/en/publications/non-allergic-rhinitis-position-paper-of-the-european-academy-of-a',
    },
    {
      titulo: 'NICE CKS. Allergic rhinitis (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/allergic-rhinitis/',
    },
    {
      titulo: 'Schmitt-Thompson / AAP. Colds (0-12 months), HealthyChildren.org symptom checker (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.healthychildren.org/English/tips-tools/symptom-checker/Pages/symptomviewer.aspx?symptom=Colds%2B(0-12%2BMonths)',
    },
    {
      titulo: 'Schmitt-Thompson. Colds: care at home (Children’s Hospital Colorado) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.childrenscolorado.org/wellness-safety/is-your-child-sick/colds/colds-/care',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'NICE NG141. Cellulitis and erysipelas: antimicrobial prescribing (infección cerca del ojo o de la nariz)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng141/chapter/Recommendations',
    },
    {
      titulo: 'Sociedad de Pediatría de Atención Primaria de Extremadura (SPAPex). Catarro',
      anio: 2024,
      url: 'https://spapex.es/node/615/2024/catarro',
    },
    {
      titulo: 'Osakidetza. Recomendaciones útiles Pediatría: resfriado común (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.osakidetza.euskadi.eus/recomendaciones-utiles-pediatria-resfriado-comun/webosk00-oesenfp/es/',
    },
    {
      titulo: 'NHS Healthier Together (West Yorkshire). Nose bleeds: secreción por la nariz por posible cuerpo extraño (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://wyhealthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/nose-bleeds',
    },
    FUENTE_PCH_NARIZ,
    FUENTE_RCH_NARIZ,
    FUENTE_LOTHIAN_NARIZ,
    {
      titulo: 'NHS Healthier Together (North East and North Cumbria). Earache: a menudo con fiebre alta y vírica; ámbar solo con signos (pus, hinchazón detrás de la oreja, mareo, decaído o irritable aunque baje la fiebre, deshidratación, respiración algo rápida, 3-6 meses con 39 °C, más de 5 días de fiebre) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://nenc-healthiertogether.nhs.uk/parentscarers/pharmacy-first/earache',
    },
  ],
  revisado: '2026-12-05',
  notas: [
    'Ronda 18, algo metido en la nariz que ya ha salido (banderas-ingesta.ts, como en cuerpo_extrano): antes, sospechar algo en la nariz era siempre amarillo, aunque ya hubiera salido entero al sonarse. La guía de cuerpos extraños nasales del Royal Children’s Hospital de Melbourne y la de NHS Lothian tratan la pila de botón como la única urgencia, dicen que el «beso» (soplar en la boca con el otro orificio tapado) lo saca en un 60 % de las veces y que lo que delata un objeto que queda es la secreción maloliente por un solo lado, y piden buscar un segundo objeto. Ahora, si no puede ser una pila ni un imán, una pregunta nueva (nariz_fuera) pregunta si ya ha salido entero, si están seguros de que solo había uno, si respira bien por los dos orificios y si no le sale sangre ni moco por ese lado: con Sí, la sospecha ya no da amarillo y decide el resto del flujo, y su resultado añade la red de seguridad de la nariz (moco espeso, con sangre o maloliente por ese lado en los días siguientes → pediatra; pila o imán → urgencias). Los mocos por un solo lado que huelen mal no pueden responder Sí y siguen en amarillo; no estar seguro también; la pila o el imán siguen en rojo.',
    'Duración de los mocos (ronda 8): hasta la ronda 7 usábamos los 7 días de SPEC §9, que sobretriaban catarros largos en niños que están bien. NICE NG79 dice que los síntomas de unos 10 días o menos no necesitan antibiótico y que una sinusitis dura 2-3 semanas; la guía de sinusitis de la AAP (2013) define la sinusitis bacteriana por mocos o tos diurna que persisten más de 10 días sin mejorar, por un empeoramiento tras haber mejorado o por un comienzo grave (39 °C o más con moco purulento 3 días seguidos); Schmitt considera normales los mocos hasta 2 semanas. Elegimos NG79 y la AAP: más de 10 días → amarillo (10 días exactos, verde). El empeoramiento tras haber mejorado sigue en amarillo con la pregunta de sinusitis, y la fiebre alta o de 5 días con sus propias preguntas; la rinitis alérgica conocida se pregunta ahora a partir de los 11 días.',
    'Puertas equivocadas: unos padres que eligen "mocos" pueden estar describiendo una bronquiolitis (en menores de 2 años: respiración rápida para su edad, aleteo, tiraje leve → amarillo; pausas, quejido, tiraje intenso, más de 60 por minuto → rojo, NICE NG9 y NG143; come menos de la mitad → amarillo, NG9 "ingesta del 50-75 %"; menor de 3 meses con fiebre → rojo), una neumonía (la misma pregunta de respiración; fiebre de 5 días), la bronquiolitis en un bebé con más riesgo (menor de 3 meses con tos, o de 3 a 12 meses con tos y prematuro o con una enfermedad del corazón, de los pulmones, de los músculos o de las defensas → amarillo, NICE NG9; ronda 5), una otitis y su complicación, la mastoiditis (hinchazón detrás de la oreja → rojo, como en dolor_oido: Schmitt y OMS-AIEPI), una sinusitis y su complicación, la celulitis orbitaria (rojo), una meningitis o sepsis con un catarro de fondo (con fiebre: manchas que no se borran, cuello rígido, fontanela abultada → rojo, NICE NG143; color y respuesta → rojo) una laringitis grave o una epiglotitis (estridor en reposo o babeo: rojo, Healthier Together y Schmitt; enlaces a tos y dolor_garganta) o algo metido en la nariz (amarillo). Todas se preguntan, salvo los ataques de tos de la tos ferina, que se preguntan en el flujo tos (aquí añadirían una pregunta a todos los catarros; si hay pausas o color azul, las preguntas de respiración y color ya dan rojo).',
    'Respiración (patrón 5, forma leve frente a grave): antes una sola pregunta juntaba "se le hunden las costillas" con el quejido y las pausas (todo rojo). Ahora una pregunta de tres respuestas (banderas-respiracion.ts, forma resumida) separa lo normal, lo ámbar (respira deprisa para su edad: más de 50 por minuto en menores de 1 año, más de 40 desde 1 año; aleteo; se le marca un poco la piel entre las costillas, pero come y no se queja → amarillo; NICE NG143 y Healthier Together) y lo rojo (más de 60 por minuto, pausas, quejido, costillas o cuello muy hundidos, no puede comer → rojo; NICE NG143 y NG9). Siguiendo a Schmitt ("excepto si desaparece al limpiar la nariz"), la ayuda pide limpiar antes la nariz con suero, para no mandar a urgencias a un bebé que solo tenía la nariz tapada. Se usa la forma resumida, y no el número contado de tos, para que el cuestionario de un catarro siga siendo corto.',
    'Menores de 3 meses: con fiebre ≥ 38 °C, rojo (NICE NG143). Sin fiebre, con mocos y comiendo bien, verde con lavados nasales; si comen menos de la mitad o mojan menos pañales, amarillo (Healthier Together; brief del flujo). Esa misma regla de alimentación vale a cualquier edad (Healthier Together ámbar). Ronda 5: con mocos y además tos o pitos, amarillo (la edad menor de 3 meses es un factor de riesgo de bronquiolitis grave en NICE NG9, y el flujo tos ya da amarillo a cualquier tos a esta edad; nos quedamos con la regla más estricta de las dos).',
    'Bebés con más riesgo de bronquiolitis grave (ronda 5, issue 9 punto 2): NICE NG9 pide tener en cuenta, al decidir derivar, la edad menor de 3 meses, la prematuridad (sobre todo antes de la semana 32), la enfermedad pulmonar crónica (displasia broncopulmonar), la cardiopatía congénita con repercusión, las enfermedades neuromusculares y la inmunodeficiencia. Antes, un bebé prematuro o con una cardiopatía con mocos y tos, sin dificultad para respirar, salía verde. Ahora, a los menores de 1 año se les pregunta si además tienen tos o pitos (id tos_pitos) y, de 3 a 12 meses y solo si la tienen, si nacieron prematuros (antes de la semana 37, la lectura prudente frente a las 32 semanas que NG9 destaca) o tienen una enfermedad del corazón, de los pulmones, de los músculos o de las defensas (pregunta compartida con tos, banderas-respiracion.ts, id riesgo_bronquiolitis) → amarillo, que lo vea hoy un médico aunque respire bien, con lo que hay que vigilar hasta el tercer o quinto día (NG9). A los niños de 1 año o más no se les pregunta: la bronquiolitis es sobre todo del primer año.',
    'Párpado hinchado y rojo con catarro: NICE NG79 manda al hospital si hay complicaciones alrededor del ojo (edema o celulitis periorbitaria) y NG141 pide valorar la derivación de una infección cerca del ojo. Hasta la ronda 5 elegimos rojo si no puede abrir el ojo, le duele al moverlo, ve doble o el ojo está desplazado (celulitis orbitaria), y amarillo si solo estaba hinchado y rojo el párpado con el ojo normal, pendiente de revisar. Ronda 6: NG79 pone el edema o la celulitis periorbitaria en la lista de derivación al hospital, y la guía de atención primaria de Foden y cols. (BJGP 2013, basada en EPOS) la pone entre los signos de derivación inmediata; en la puerta "mocos" el niño tiene un catarro o una sinusitis, que es justo el contexto de esas guías → rojo (urgencias ahora, sin 112 si está bien), con el ojo normal o no. La ayuda deja fuera la conjuntivitis (ojo rojo con legañas y párpado normal) y los ojos llorosos que pican en la alergia. Ronda 8: el rojo con el ojo normal sobretriaba la celulitis preseptal, que el Royal College of Ophthalmologists y NICE CKS distinguen de la orbitaria: el párpado hinchado con el ojo que abre, se mueve sin dolor y ve bien, en un niño que está bien, se valora en el día y suele tratarse con antibiótico oral; el dolor al mover el ojo, la visión doble o peor, el ojo desplazado, no poder abrirlo o el mal aspecto son orbitarios → hospital. Elegimos: párpado hinchado con ojo normal → AMARILLO (que lo vea hoy un médico); ROJO si es menor de 1 año (los lactantes se ingresan con más frecuencia; lectura prudente) o lo ven muy enfermo; la opción grave (no abre el ojo, dolor al moverlo, visión doble, ojo desplazado) y la hinchazón de la frente siguen en rojo.',
    'Complicaciones de la sinusitis dentro de la cabeza (ronda 6): NG79 y Foden 2013 mandan al hospital de inmediato la hinchazón sobre el hueso de la frente (absceso subperióstico frontal, "tumor de Pott"), el dolor de cabeza frontal intenso, los signos de meningitis (rigidez de nuca, molestia a la luz), la confusión o los signos neurológicos y la visión doble. Antes, la hinchazón de la frente iba en la misma pregunta que el dolor de cara de una sinusitis simple (amarillo) y el dolor de cabeza intenso con vómitos solo se nombraba en el consejo; la pregunta de meningitis solo se hacía con fiebre y solo preguntaba manchas, cuello rígido y fontanela. Ahora la hinchazón o el bulto blando en la frente es una respuesta de la pregunta del ojo (rojo), y una pregunta propia (cabeza_grave, desde 1 año, con o sin fiebre, porque estas complicaciones pueden llegar sin fiebre alta) pregunta el dolor de cabeza muy fuerte (el peor que ha tenido) con vómitos, la molestia fuerte a la luz, la confusión y la visión doble → rojo. El dolor de cara o de los dientes de arriba y el empeoramiento tras mejorar siguen en amarillo (sinusitis probablemente bacteriana, NG79).',
    'Rinitis alérgica conocida (ronda 6): la regla de 7 días de mocos es para un catarro que no se cura (SPEC §9). En un niño con rinitis alérgica diagnosticada, los mocos claros, los estornudos y el picor de nariz u ojos durante toda la temporada o casi todo el año son el cuadro habitual (ARIA 2017; NICE CKS "Allergic rhinitis": diagnóstico clínico y tratamiento en atención primaria) y no necesitan ver hoy a un médico → verde con el tratamiento que ya tenga, lavados y evitar el alérgeno, con consulta no urgente si no le controla. La pregunta (alergia) se hace solo desde 2 años (ARIA: la rinitis alérgica es rara antes) y solo cuando lleva 7 días o más, para no alargar un catarro corto; la regla verde exige además que no tenga fiebre. Un cambio sobre lo habitual (fiebre, moco espeso o maloliente por un lado, pitos, ronquidos con pausas, peor que otras veces) es su propia respuesta y deja la regla de 7 días en amarillo; y las demás reglas (moco por un lado, sinusitis, respiración, oído) siguen mandando antes que la verde.',
    'Rinitis por desencadenantes (ronda 11): la regla de más de 10 días viene de la sinusitis bacteriana (AAP 2013: mocos o tos diurna que persisten más de 10 días sin mejorar; NICE NG79), es decir, de un catarro que no se cura. No sirve para unos mocos claros como agua que solo aparecen con un desencadenante (aire frío al salir a la calle, comida picante o caliente, humo, olores fuertes, ciertas épocas o sitios) y se quitan sin él, durante semanas o varios inviernos, en un niño que está bien: es una rinitis no alérgica (posición de la EAACI, Hellings 2017: síntomas nasales provocados por desencadenantes inespecíficos, la "hiperreactividad nasal", sin infección ni alergia; subtipos como la rinitis gustativa). Nueva pregunta (mocos_desencadenante), solo cuando la regla de 10 días podría aplicarse, desde 2 años (como la de alergia; por debajo, los catarros seguidos de la guardería son la causa habitual y un moco de más de 10 días sigue en amarillo), sin alergia diagnosticada y sin fiebre → VERDE con lavados, evitar el desencadenante y cita no urgente con su pediatra si le molesta. Quedan como estaban, y mandan antes: los mocos por un solo lado (amarillo, con la pila de botón en rojo), la sinusitis y sus complicaciones (dolor de cara o empeorar tras mejorar → amarillo; ojo, frente, dolor de cabeza → rojo) y cualquier signo de respiración, oído o alimentación. La ayuda de la pregunta pide responder No si los mocos son espesos casi todo el día, van por un solo lado, la nariz está tapada todo el rato, ronca con pausas o empezó tras un golpe en la cabeza (un líquido claro por la nariz tras un golpe puede ser líquido cefalorraquídeo: la red de seguridad manda a urgencias).',
    NOTA_SATURACION,
    'Pulsioxímetro en este flujo: la pregunta va después de la del oído (la hinchazón detrás de la oreja es la última respuesta que da rojo por sí sola) y antes de la de sinusitis; el flujo no salta preguntas tras una respuesta ámbar, así que nada la oculta. Su regla amarilla va con las de respiración.',
    'Oído: Schmitt pide ver en 24 horas a los menores de 2 años con sospecha de otitis y a cualquier edad si supura → amarillo. Dolor de oído sin fiebre a partir de 2 años: verde con analgésico y enlace al flujo dolor_oido, como en ese flujo. Ronda 3 (como en dolor_oido): Schmitt también pedía ver en 24 horas el dolor de oído con fiebre, pero las hojas de Healthier Together sobre el dolor de oído dicen que viene a menudo con fiebre alta, que suele ser vírico, y solo ponen en ámbar la fiebre con signos (los que este flujo ya pregunta: respiración, comer y beber menos de la mitad o mojar menos pañales, 3-6 meses con 39 °C, 5 días de fiebre, lo ves muy enfermo); elegimos Healthier Together, que usa nuestros mismos niveles. Ahora el dolor de oído con fiebre a partir de 2 años, sin ninguno de esos signos, es verde como el catarro con fiebre, con analgésico y la red de seguridad (fiebre de más de 3 días, pus, hinchazón detrás de la oreja); en menores de 2 años sigue en amarillo.',
    'Sinusitis: NICE NG79 sugiere causa bacteriana si empeora claramente tras una fase más leve, con dolor localizado o fiebre; Schmitt pide ver en 24 horas el dolor de senos. Amarillo si hay dolor en la cara o los dientes de arriba, hinchazón de las mejillas, o empeora tras haber mejorado (la hinchazón de la frente o del párpado y el dolor de cabeza muy fuerte son rojo, ver arriba).',
    'Moco por un solo lado que huele mal, o sospecha de algo metido en la nariz: ámbar en Healthier Together (posible cuerpo extraño) → amarillo con enlace a cuerpo_extrano. Ronda 2 (puerta equivocada de cuerpo_extrano, banderas-ingesta.ts): antes, que pudiera ser una pila de botón o un imán solo se decía en el consejo del resultado amarillo; ahora se pregunta justo después (solo si se sospecha algo en la nariz) y da rojo, como en cuerpo_extrano: la pila de botón es el único cuerpo extraño de la nariz que hay que sacar de urgencia, porque necrosa la mucosa en pocas horas, y los imanes pueden perforar el tabique (Perth Children’s Hospital, guía de urgencias "Foreign body – nasal"). Las dos preguntas van ahora antes de las de fiebre, para que esa urgencia no espere.',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo → amarillo; "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Medicación: paracetamol o ibuprofeno solo para la fiebre o el dolor de oído que molestan (NICE NG143, NG91). Ningún anticatarral: el MHRA (2009) los desaconseja en menores de 6 años y la AEMPS prohíbe la codeína en menores de 12; miel solo desde 1 año (Osakidetza).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_RESPIRACION_RESUMIDA,
    PREGUNTA_COLOR_GRAVE,
    PREGUNTA_NO_RESPONDE,
    {
      id: 'estridor',
      texto: '¿Hace un ruido ronco y agudo al COGER aire (estridor) estando tranquilo, o babea porque no puede tragar la saliva?',
      tipo: 'si_no',
      ayuda: 'No confundir con el ruido de la nariz tapada o los ronquidos: el estridor se oye en la garganta al inspirar, también despierto y tranquilo, y suele ir con tos "de perro".',
      alarma: ['si'],
    },
    {
      id: 'ojo_hinchado',
      texto: '¿Tiene el párpado o la piel de alrededor de un ojo hinchados y rojos, o se le ha hinchado la frente?',
      tipo: 'opciones',
      opciones: [OJO.no, OJO.parpado, OJO.grave, OJO.frente],
      ayuda:
        'Un ojo rojo con legañas y el párpado normal no es esto: es una conjuntivitis, frecuente con los catarros. Tampoco los ojos llorosos que pican de la alergia. Si encaja más de una opción, elige la más grave.',
      // Round 8: the eyelid with a normal eye is amarillo (rojo under 1 year or very ill), so it is no longer an alarm value.
      alarma: [OJO.grave, OJO.frente],
    },
    {
      id: 'cabeza_grave',
      texto: '¿Tiene un dolor de cabeza muy fuerte (el peor que ha tenido) con vómitos, le molesta mucho la luz, está confuso o dice cosas raras, o ve doble?',
      tipo: 'si_no',
      ayuda:
        'La cabeza cargada o un dolor leve que mejora con paracetamol o ibuprofeno, frecuentes en los catarros, no cuentan: se trata de un dolor que no le deja hacer nada.',
      mostrar_si: `edad_rango NOT IN ${lista(['0-3 meses', '3-6 meses', '6-12 meses'])}`,
      alarma: ['si'],
    },
    // Asked before the fever questions so a battery in the nose (rojo) never waits (round 2).
    {
      id: 'un_lado',
      texto: '¿Los mocos salen solo por un orificio de la nariz y huelen mal, o crees que se ha podido meter algo en la nariz?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    { ...PREGUNTA_PILA_NARIZ, mostrar_si: "un_lado = 'si'" },
    // Round 18: something put in the nose that already came out whole, the only one, both nostrils clear (RCH Melbourne; NHS Lothian).
    { ...PREGUNTA_NARIZ_FUERA, mostrar_si: "un_lado = 'si' AND pila_nariz = 'no'" },
    PREGUNTA_FIEBRE_TRAMOS,
    {
      id: 'signos_meningitis',
      texto:
        '¿Tiene manchas o puntitos rojos o morados que no se borran al apretar encima un vaso de cristal, el cuello rígido (no puede bajar la barbilla hasta el pecho) o, si es un bebé, la fontanela (la "mollera") abultada?',
      tipo: 'si_no',
      ayuda: 'Mira todo el cuerpo con buena luz. La fontanela se mira con el bebé tranquilo e incorporado: normalmente está blanda y plana.',
      mostrar_si: CON_FIEBRE_TRAMOS,
      alarma: ['si'],
    },
    PREGUNTA_DIAS_FIEBRE,
    {
      id: 'dias_mocos',
      texto: '¿Cuántos días lleva con mocos o con la nariz tapada?',
      tipo: 'numero',
      ayuda: 'Cuenta desde el primer día de mocos. Si empezó hoy, escribe 0; si no lo sabes exacto, pon los días que creas.',
    },
    {
      id: 'alergia',
      texto: '¿Tiene una alergia diagnosticada por un médico (rinitis alérgica), y esto es lo que le pasa siempre?',
      tipo: 'opciones',
      opciones: [ALERGIA.no, ALERGIA.habitual, ALERGIA.distinto],
      ayuda: 'Elige «lo de siempre» solo si un médico ya le ha dicho que tiene alergia (al polen, a los ácaros, a animales…) y hoy no notas nada nuevo.',
      mostrar_si: `${MOCOS_PERSISTENTES} AND edad_rango IN ${lista(EDADES_DESDE_2_ANOS)}`,
    },
    {
      // Round 11: non-allergic rhinitis with triggers (EAACI, Hellings 2017) is not a cold that does not clear.
      id: 'mocos_desencadenante',
      texto:
        '¿Son mocos claros como agua que le salen solo con algo concreto (al salir al frío, al comer picante o caliente, con humo u olores fuertes, en ciertas épocas o sitios) y se le quitan cuando eso pasa, y le ocurre así desde hace semanas o varios inviernos, estando bien?',
      tipo: 'si_no',
      ayuda:
        'Es la nariz que "gotea" con el frío o con la comida, sin catarro. Responde No si los mocos son espesos, amarillos o verdes casi todo el día, le salen por un solo lado, tiene la nariz tapada todo el rato, le duele la cara, ronca con pausas al dormir o empezó después de un golpe en la cabeza.',
      mostrar_si: SE_PREGUNTA_DESENCADENANTE,
    },
    PREGUNTA_COME_POCO,
    {
      id: 'tos_pitos',
      texto: '¿Tiene también tos, o le pita o le silba el pecho al respirar?',
      tipo: 'si_no',
      ayuda: 'El ruido de los mocos en la nariz o en la garganta, que cambia o se va al limpiarle la nariz, no cuenta como pitos.',
      mostrar_si: `edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`,
      alarma: ['si'],
    },
    // Only with a cough or wheeze: a runny nose alone in a well baby stays home care.
    { ...PREGUNTA_RIESGO_BRONQUIOLITIS, mostrar_si: `${EDAD_RIESGO_BRONQUIOLITIS} AND tos_pitos = 'si'` },
    {
      id: 'oido',
      texto: '¿Le pasa algo en el oído?',
      tipo: 'opciones',
      opciones: [OIDO.no, OIDO.dolor, OIDO.supura, OIDO.detras],
      ayuda: 'Compara las dos orejas mirándolas de frente y desde detrás. Si encaja más de una opción, elige la última que encaje.',
      alarma: [OIDO.detras],
    },
    // Round 11: after the last question that can give rojo on its own (swelling behind the ear).
    PREGUNTA_SATURACION,
    {
      id: 'sinusitis',
      texto:
        '¿Le duele la cara (alrededor de la nariz, en las mejillas o encima de los ojos) o los dientes de arriba, o tiene las mejillas hinchadas, o después de empezar a mejorar ha vuelto a empeorar, con más mocos o con fiebre otra vez?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    // Weight last, only where a dose can follow: fever or ear pain, from 3 months.
    { ...PREGUNTA_PESO, mostrar_si: `edad_rango != '0-3 meses' AND (${CON_FIEBRE_TRAMOS} OR oido IN ${lista([OIDO.dolor, OIDO.supura])})` },
  ],
  avisos: [AVISO_PREOCUPADO, avisoNarizFuera("un_lado = 'si' AND nariz_fuera = 'si'")],
  reglas: [
    // ----------------------------------------------------------------- rojo
    reglaRespiracionResumidaRojo(),
    reglaSaturacionRojo(),
    rojo(
      "color_grave = 'si'",
      'Labios azulados o color muy pálido o moteado',
      consejosRojo('El color azulado o grisáceo indica que le falta oxígeno o que circula mal la sangre: necesita atención inmediata.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "no_responde = 'si'",
      'Muy adormilado, no responde o llanto anormal',
      consejosRojo('Si no responde pero respira, túmbalo de lado. No le des nada por la boca mientras esté así.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "estridor = 'si'",
      'Ruido al coger aire (estridor) estando tranquilo, o babeo',
      consejosRojo(
        'El estridor en reposo o el babeo sin poder tragar indican que la vía del aire está estrechada (laringitis grave, epiglotitis): necesita valoración urgente (Healthier Together rojo; Schmitt "ver ahora").',
        'Mantenlo tranquilo, sentado o en brazos: el llanto empeora el ruido. No le mires la garganta ni le metas nada en la boca, y no le des de comer ni de beber.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['tos', 'dolor_garganta'] },
    ),
    rojo(
      `ojo_hinchado = '${OJO.grave}'`,
      'Ojo hinchado que no se abre, duele al moverlo o ve doble',
      consejosRojo(
        'Puede ser una infección que se ha extendido desde los senos de la nariz hasta detrás del ojo (celulitis orbitaria): necesita valoración urgente en el hospital.',
        'No le apliques cremas ni colirios por tu cuenta.',
      ),
      { ver_tambien: ['hinchazon_local'] },
    ),
    rojo(
      // Round 8: with a normal eye it is rojo only under 1 year or in a child who looks very ill; otherwise amarillo below.
      `ojo_hinchado = '${OJO.parpado}' AND (edad_rango IN ${lista(EDADES_MENOR_1_ANO)} OR muy_enfermo = 'si')`,
      'Párpado hinchado y rojo con el catarro, en un bebé o con mal aspecto',
      consejosRojo(
        'Un párpado hinchado y rojo durante un catarro o una sinusitis puede ser una infección que empieza alrededor del ojo y puede pasar a detrás del ojo (celulitis periorbitaria u orbitaria). En un bebé de menos de 1 año, o en un niño que está muy decaído, tiene que verlo un médico en el hospital sin esperar (NICE; Royal College of Ophthalmologists).',
        'No le apliques cremas ni colirios por tu cuenta. Si además no puede abrir el ojo, le duele al moverlo o ve doble, díselo al llegar.',
      ),
      { ver_tambien: ['hinchazon_local', 'ojo_rojo'] },
    ),
    rojo(
      `ojo_hinchado = '${OJO.frente}'`,
      'Bulto o hinchazón en la frente con el catarro',
      consejosRojo(
        'Un bulto blando o una hinchazón en la frente durante una sinusitis puede ser una infección del hueso de la frente que puede llegar al cerebro: necesita que lo vean hoy en el hospital, ahora (NICE).',
        'No le apliques calor ni cremas, y no le des de comer ni de beber por si necesita pruebas con sedación.',
      ),
    ),
    rojo(
      "cabeza_grave = 'si'",
      'Dolor de cabeza muy fuerte con vómitos, molestia a la luz, confusión o visión doble',
      consejosRojo(
        'Durante un catarro o una sinusitis, un dolor de cabeza muy fuerte con vómitos, la molestia fuerte a la luz, la confusión o ver doble pueden indicar que la infección ha pasado a dentro de la cabeza (meningitis, absceso): necesita valoración urgente (NICE).',
        'Si se queda muy adormilado, no responde o tiene una convulsión, llama al 112.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      "signos_meningitis = 'si'",
      'Fiebre con manchas que no se borran, cuello rígido o fontanela abultada',
      consejosRojo(
        'Con fiebre, las manchas que no se borran al apretar, el cuello rígido o la fontanela abultada pueden ser una meningitis o una infección grave en la sangre (NICE): ve ahora.',
        'No esperes a ver si le baja la fiebre con un antitérmico.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['fiebre'] },
    ),
    rojo(
      `oido = '${OIDO.detras}'`,
      'Hinchazón o enrojecimiento detrás de la oreja (posible mastoiditis)',
      consejosRojo(
        'Una zona hinchada, roja o dolorosa detrás de la oreja, o una oreja despegada, durante un catarro puede ser una mastoiditis (infección del hueso de detrás del oído): necesita tratamiento en el hospital hoy mismo.',
        'No le apliques calor ni cremas en la zona.',
      ),
      { ver_tambien: ['dolor_oido'] },
    ),
    reglaPilaNariz(),
    rojo(
      `edad_rango = '0-3 meses' AND ${CON_FIEBRE_TRAMOS}`,
      'Mocos con fiebre en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, 38 °C o más necesita que lo vea un médico enseguida aunque parezca estar bien.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen. Sigue ofreciéndole el pecho o el biberón.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `ojo_hinchado = '${OJO.parpado}'`,
      'Párpado hinchado y rojo con el catarro, con el ojo normal',
      consejosAmarillo(
        'Un párpado hinchado y rojo con un catarro, si abre bien el ojo, lo mueve sin dolor y ve bien, suele ser una infección de la piel del párpado por delante del ojo (celulitis preseptal): no es una emergencia, pero tiene que verlo hoy un médico, porque suele necesitar antibiótico y hay que comprobar que no ha pasado detrás del ojo (NICE; Royal College of Ophthalmologists).',
        'No le apliques cremas ni colirios por tu cuenta.',
        'Ve a urgencias ahora si le duele al mover el ojo, ve doble o peor, el ojo parece empujado hacia fuera, no puede abrirlo, la hinchazón crece deprisa o está muy decaído.',
      ),
      { ver_tambien: ['hinchazon_local', 'ojo_rojo'] },
    ),
    reglaRespiracionResumidaAmarillo([MIENTRAS_TANTO]),
    reglaSaturacionAmarillo([MIENTRAS_TANTO]),
    amarillo(
      "edad_rango = '0-3 meses' AND come_poco = 'si'",
      'Bebé menor de 3 meses que come menos de la mitad con los mocos',
      consejosAmarillo(
        'Los bebés pequeños respiran sobre todo por la nariz: si los mocos no le dejan comer, puede cansarse o deshidratarse. Que lo vea hoy un médico.',
        'Lávale la nariz con suero justo antes de cada toma y ofrécele tomas más pequeñas y más a menudo.',
        'Si le cuesta respirar, se queja al respirar, hace pausas o se pone azul, llama al 112.',
      ),
      { ver_tambien: ['lactancia_alimentacion'] },
    ),
    amarillo(
      "edad_rango = '0-3 meses' AND tos_pitos = 'si'",
      'Bebé menor de 3 meses con mocos y tos',
      consejosAmarillo(
        'En menores de 3 meses, los mocos con tos o pitos pueden ser el comienzo de una bronquiolitis, que a esta edad puede complicarse (NICE): que lo vea hoy un médico, aunque ahora coma y respire bien.',
        VIGILA_BRONQUIOLITIS,
        'No le des jarabes, miel ni medicinas sin que te lo indique su pediatra.',
      ),
      { ver_tambien: ['tos'] },
    ),
    { ...reglaRiesgoBronquiolitis([MIENTRAS_TANTO]), ver_tambien: ['tos'] },
    amarillo(
      "come_poco = 'si'",
      'Come o bebe menos de la mitad de lo normal, o moja menos pañales',
      consejosAmarillo(
        'Comer o beber menos de la mitad de lo habitual o mojar muchos menos pañales es un signo de alerta (Healthier Together): que lo vea hoy un médico.',
        'Ofrécele líquidos en pequeñas cantidades y a menudo.',
      ),
    ),
    amarillo(
      `edad_rango = '3-6 meses' AND fiebre = '${FIEBRE.desde39}'`,
      'Mocos con fiebre de 39 °C o más en bebé de 3 a 6 meses',
      consejosAmarillo('A esta edad, 39 °C o más es un signo de alerta (NICE): que lo vea hoy un médico aunque esté bien.'),
      { medicacion: paracetamol(), ver_tambien: ['fiebre'] },
    ),
    amarillo(
      "dias_fiebre = 'si'",
      'Mocos con fiebre de 5 días o más',
      consejosAmarillo('Una fiebre que dura 5 días o más debe valorarla hoy un médico (NICE), para buscar una otitis, una sinusitis u otra causa.'),
      { medicacion: paracetamol(), ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `oido = '${OIDO.supura}'`,
      'Le sale pus o líquido por el oído',
      consejosAmarillo(
        'Probablemente es una otitis con una pequeña perforación del tímpano, que suele curar sola, pero hoy debe verlo un médico por si necesita antibiótico.',
        'Limpia solo lo que sale por fuera; no le metas bastoncillos ni algodones en el oído ni le pongas gotas sin receta.',
      ),
      { medicacion: antitermicos(), ver_tambien: ['dolor_oido'] },
    ),
    amarillo(
      `oido = '${OIDO.dolor}' AND edad_rango IN ${lista(EDADES_MENOR_2_ANOS)}`,
      'Posible otitis: dolor de oído en menor de 2 años',
      consejosAmarillo(
        'En menores de 2 años, el dolor de oído con catarro puede ser una otitis que conviene que vea hoy un médico: a esta edad a veces necesita antibiótico.',
        'Para el dolor puedes darle paracetamol (o ibuprofeno a partir de 6 meses).',
      ),
      { medicacion: antitermicos(), ver_tambien: ['dolor_oido'] },
    ),
    amarillo(
      "sinusitis = 'si'",
      'Dolor en la cara o empeora tras haber mejorado (posible sinusitis)',
      consejosAmarillo(
        'Empeorar después de haber empezado a mejorar, o tener dolor o hinchazón en la cara, puede ser una sinusitis o una otitis: que lo vea hoy un médico.',
        'Si se le hincha el párpado o la frente, le duele muchísimo la cabeza con vómitos, le molesta mucho la luz, ve doble, está confuso o se le pone el cuello rígido, ve a urgencias ya.',
      ),
    ),
    amarillo(
      // Round 18: not when the object already came out whole (the flow's own result, with the nose safety net as advice).
      "un_lado = 'si' AND nariz_fuera = 'no'",
      'Mocos por un solo lado o posible objeto en la nariz',
      consejosAmarillo(
        'Los mocos por un solo orificio que huelen mal en un niño pequeño suelen deberse a algo metido en la nariz: hay que sacarlo en la consulta.',
        'No intentes sacarlo con pinzas ni bastoncillos: puedes empujarlo más adentro. Si es mayor, puede intentar sonarse tapando el otro orificio.',
        'Si después piensas que puede ser una pila de botón o un imán, ve a urgencias ahora: quema por dentro en pocas horas.',
      ),
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    amarillo(
      `${MOCOS_PERSISTENTES} AND NOT (${ALERGIA_HABITUAL} AND edad_rango IN ${lista(EDADES_DESDE_2_ANOS)}) AND NOT (${RINITIS_DESENCADENANTE})`,
      'Mocos o congestión desde hace más de 10 días',
      consejosAmarillo(
        'Los mocos de un catarro pueden durar hasta 2 semanas, pero si pasan de 10 días sin mejorar conviene que lo vea un médico para descartar una sinusitis, una otitis u otra causa (alergia, algo en la nariz) (NICE; Academia Americana de Pediatría).',
        'Sigue con los lavados nasales: son el tratamiento más útil.',
      ),
    ),
    reglaMuyEnfermo([MIENTRAS_TANTO]),
    // ---------------------------------------------------------------- verde
    {
      // From 2 years (younger children with ear pain are amarillo above): HT earache, fever without amber features.
      si: `oido = '${OIDO.dolor}' AND ${CON_FIEBRE_TRAMOS}`,
      urgencia: 'verde',
      titulo: 'Dolor de oído con catarro y fiebre, sin signos de alarma',
      consejos: [
        'Con un catarro, el dolor de oído viene a menudo con fiebre y casi siempre se cura solo en 2 o 3 días, como mucho una semana, sin antibiótico (Healthier Together, NICE). Si está animado cuando le baja la fiebre, puede cuidarse en casa.',
        'Para el dolor puedes darle paracetamol o ibuprofeno; no le pongas gotas en el oído sin receta.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_CASA,
        VUELVE_SI,
        consejoConsultaSi([
          'la fiebre dura más de 3 días o el dolor de oído no mejora a los 3 días (Healthier Together, NICE)',
          'sigue decaído o muy irritable aunque le baje la fiebre, o tiene tiritona (que lo vean hoy)',
          'le sale pus o líquido por el oído (que lo vean hoy)',
          'se le hincha o se le pone roja la zona de detrás de la oreja (ve a urgencias ya)',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['dolor_oido', 'fiebre'],
    },
    {
      si: `oido = '${OIDO.dolor}'`,
      urgencia: 'verde',
      titulo: 'Dolor de oído con catarro, sin fiebre',
      consejos: [
        'Los catarros taponan a menudo el oído y lo hacen doler. A esta edad y sin fiebre, puede tratarse en casa con analgésico: la mayoría de las otitis mejoran solas en 2 o 3 días.',
        'Para el dolor puedes darle paracetamol o ibuprofeno; no le pongas gotas en el oído sin receta.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_CASA,
        VUELVE_SI,
        consejoConsultaSi([
          'el dolor de oído dura 2 días o más, o no se le pasa con el analgésico',
          'le sale pus o líquido por el oído, o tiene fiebre',
          'se le hincha o se le pone roja la zona de detrás de la oreja (ve a urgencias ya)',
          `sigue con mocos más de ${DIAS_MOCOS_AMARILLO} días sin mejorar`,
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['dolor_oido'],
    },
    {
      si: CON_FIEBRE_TRAMOS,
      urgencia: 'verde',
      titulo: 'Catarro con fiebre, sin signos de alarma',
      consejos: [
        'Ahora no tiene signos de alarma. La fiebre de un catarro suele durar 2 o 3 días.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['fiebre'],
    },
    {
      si: ALERGIA_HABITUAL,
      urgencia: 'verde',
      titulo: 'Rinitis alérgica conocida, como siempre',
      consejos: [
        'Los mocos claros, los estornudos y el picor de nariz o de ojos de su alergia pueden durar toda la temporada o casi todo el año: no es un catarro que no se cura y no hace falta que lo vean hoy.',
        'Sigue el tratamiento que le haya indicado su pediatra o alergólogo (antihistamínico o espray nasal), todos los días mientras dure la temporada y no solo cuando está peor.',
        'Lávale la nariz con suero fisiológico una o dos veces al día y al volver de la calle. Evita en lo posible lo que le da alergia: ventanas cerradas en las horas de más polen, gafas de sol al aire libre, ducha y cambio de ropa al volver a casa; si es a los ácaros, ventila, lava la ropa de cama con agua caliente y evita peluches y alfombras en su cuarto.',
        'No le des descongestionantes en gotas o espray de farmacia más de 3-5 días, ni jarabes para los mocos.',
        VUELVE_SI,
        consejoConsultaSi([
          'con su tratamiento sigue con la nariz tapada, le cuesta dormir o le afecta en el colegio (que le revise el tratamiento, sin prisa)',
          'aparece fiebre, mocos espesos o que huelen mal por un solo lado, dolor en la cara o de oído',
          'le pita el pecho, tose por la noche o al hacer ejercicio, o ronca con pausas al dormir',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Sigue su tratamiento de la alergia', ACCION.pediatraNoUrgente],
    },
    {
      si: RINITIS_DESENCADENANTE,
      urgencia: 'verde',
      titulo: 'Mocos claros que salen solo con el frío, la comida u otro desencadenante (rinitis no alérgica)',
      consejos: [
        'Unos mocos claros como agua que solo salen con algo concreto (el aire frío, la comida picante o caliente, el humo, los olores fuertes o ciertas épocas o sitios) y se quitan sin ello, en un niño que está bien, suelen ser una rinitis no alérgica: la nariz reacciona de más a esos estímulos (EAACI). No es un catarro que no se cura ni una sinusitis: no necesita antibiótico y no hace falta que lo vean hoy.',
        'Ayuda evitar o suavizar lo que lo provoca: tapar la nariz y la boca con una bufanda al salir al frío, evitar el humo del tabaco y los olores fuertes, y llevar siempre pañuelos. Los lavados con suero fisiológico pueden aliviarle.',
        'No le des descongestionantes en gotas o espray ni jarabes para los mocos.',
        'Si le molesta (le cuesta dormir, comer o le afecta en el colegio), pide cita con su pediatra sin prisa: puede valorar un tratamiento en espray o estudiar si hay una alergia.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'le sale líquido claro por la nariz después de un golpe en la cabeza',
          'se le hincha o se le pone rojo el párpado, o le sale un bulto en la frente',
          'tiene un dolor de cabeza muy fuerte con vómitos, le molesta mucho la luz, está confuso o ve doble',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi([
          'los mocos se vuelven espesos, amarillos o verdes y no se le quitan, o le salen por un solo lado',
          'tiene la nariz tapada todo el rato, ronca con pausas al dormir, le pita el pecho o tose por la noche',
          'aparece fiebre, dolor en la cara o dolor de oído',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Pide cita con tu pediatra (no urgente) si le molesta'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Catarro (resfriado común) sin signos de alarma',
      consejos: [...CONSEJOS_CASA, VUELVE_SI, CONSULTA_SI],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Haz lavados nasales con suero', ACCION.vigila],
    },
  ],
});
