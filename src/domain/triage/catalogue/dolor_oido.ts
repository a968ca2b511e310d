/**
 * Dolor de oído. Built on the Schmitt-Thompson Earache protocol (stiff neck →
 * now; swelling behind the ear, severe pain not better 2 h after a painkiller
 * → within hours; fever, pus from the ear or age < 2 years with a suspected
 * ear infection → within 24 h), the Belfast / Healthier Together earache sheet,
 * WHO IMCI (tender swelling behind the ear = mastoiditis, refer urgently),
 * NICE NG91 (acute otitis media lasts about 3 days; paracetamol or ibuprofen
 * for pain), SEUP (ear pain > 48 h → paediatrician, not urgent: verde with a
 * routine appointment), NICE NG143 for fever, and (round 3) the NHS Healthier
 * Together earache sheets (earache often comes with a high temperature; fever
 * alone is green, fever with amber features is amber) and the Schmitt-Thompson
 * "Ear – pulling at or rubbing" protocol (normal ear touching is home care).
 * Round 11: the severe form of an ear injury (vertigo, unable to stand or walk
 * straight, repeated vomiting, flickering eyes or complete hearing loss after
 * something was pushed into the ear, or after a blow) is an inner-ear injury
 * (Schmitt-Thompson "Ear injury"; Healthwise "object in ear") → rojo.
 * See `notas`.
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  antitermicos,
  CONSEJO_AMARILLO,
  CONSEJOS_ANTITERMICOS,
  consejoConsultaSi,
  consejoVuelveSi,
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
import { conCribado } from './cribado-otras-puertas.ts';

export { RESPIRACION_RESUMIDA as RESPIRACION } from './banderas-respiracion.ts';

const CON_FIEBRE = "fiebre = 'si'";

/**
 * What started it. Round 6: earwax (NICE CKS Earwax; AAO-HNS 2017) and an injury with a cotton bud are
 * answers of their own, apart from an object left inside.
 */
export const CAUSA = {
  no: 'No, ninguna de estas cosas',
  cera: 'Lo nota taponado u oye menos por ese oído y se le ve cera marrón en la entrada (aunque se la haya empujado con un bastoncillo), sin dolor fuerte',
  objeto: 'Se ha metido algo en el oído y sigue dentro (un objeto, una bolita, un insecto o un trozo de bastoncillo o de algodón)',
  bastoncillo: 'Se hizo daño al meterse un bastoncillo u otra cosa: le duele mucho, le sangra o de repente oye mucho menos',
  golpe: 'Empezó después de un golpe en la cabeza o en la oreja',
} as const;

/**
 * From 3 months to 2 years (round 3): an ear that seems to hurt (Schmitt: "age
 * < 2 years with suspected ear infection → within 24 h") versus the ear touching
 * of a happy baby (Schmitt "Ear – pulling at or rubbing": normal ear touching is
 * home care; NICE CKS teething lists ear-rubbing).
 */
export const OIDO_BEBE = {
  duele: 'Parece que le duele: llora o se queja, está más irritable de lo normal, se despierta llorando, o se toca la oreja mientras llora',
  soloToca: 'Solo se toca o se tira de la oreja, sin llorar ni quejarse por ello, no tiene catarro, y come, juega y duerme como siempre',
} as const;

const EDADES_3_MESES_A_2_ANOS = ['3-6 meses', '6-12 meses', '1-2 años'] as const;
/** Round 11: something pushed into the ear (still inside or not) or a blow: the causes that can injure the inner ear. */
const LESION_OIDO = `causa IN ${lista([CAUSA.objeto, CAUSA.bastoncillo, CAUSA.golpe])}`;
const DESDE_2_ANOS = ['2-5 años', '5-12 años', '12+ años'] as const;

/**
 * Round 19: after "a blow to the head or the ear", which kind of blow (NICE NG232: blood or clear fluid from the ear after
 * a HEAD injury → skull-base fracture; NICE CKS "Perforated eardrum": a blow to the ear itself, a slap, water, pressure
 * or a cotton bud → keep dry, urgent ENT only with vertigo, facial weakness, severe hearing loss or a penetrating injury).
 */
export const GOLPE_OIDO = {
  oreja:
    'Fue solo en la oreja, sin golpe en la cabeza (un bofetón o un balonazo en la oreja, caer de plano sobre el agua, un cambio brusco de presión al bucear o en un avión), y como mucho le salió un poco de sangre que ya ha parado; puede oír amortiguado o con pitidos',
  cabeza: 'Fue un golpe en la cabeza (una caída, un choque o un golpe fuerte), aunque también le diera en la oreja',
  grave: 'Se le ha clavado algo dentro del oído (un lápiz, un palo, una ramita), o le sigue saliendo sangre, o le sale un líquido claro como agua',
} as const;

/**
 * Round 19: a red, swollen ear with an earring or a piercing (NHS "Infected piercings"): the lobe only, earring moving
 * freely, no fever → home care; the cartilage of the upper ear (perichondritis), an embedded earring, spreading
 * redness or fever → seen today.
 */
export const PENDIENTE = {
  no: 'No lleva pendiente ni piercing en esa oreja, o no es por eso',
  lobulo:
    'Es el agujero del pendiente en el lóbulo (la parte blanda de abajo): está rojo, algo hinchado o con alguna costrita, pero el pendiente se mueve bien, la rojez no se extiende y el niño está como siempre',
  complicado:
    'Es un piercing en el cartílago (la parte dura de arriba de la oreja) que está caliente, hinchado y le duele; o el pendiente se ha quedado metido en la piel; o la rojez se extiende por la oreja o la cara',
} as const;

export const DURACION = {
  menos48h: 'Menos de 48 horas (empezó hoy o ayer)',
  desde48h: '48 horas o más',
} as const;



const NO_GOTAS =
  'No le metas bastoncillos ni algodones en el oído, y no le pongas gotas sin receta: pueden empeorarlo o impedir que el médico vea el tímpano.';

/** Mild otitis externa is home care (Schmitt "Ear – swimmer's"; Healthier Together: treatment only with pus). */
const OTITIS_EXTERNA =
  'Si le duele sobre todo al tocar o mover la oreja, o al apretar delante del oído, y se ha bañado estos días en piscina o mar, puede ser una otitis externa ("oído de nadador"): mantén el oído seco y pide cita con tu pediatra (no urgente) si no mejora en 2-3 días o si le sale pus, por si necesita gotas con receta.';

const MIENTRAS_TANTO =
  'Mientras tanto, dale paracetamol o ibuprofeno para el dolor (el ibuprofeno, solo a partir de 6 meses) y mantenlo algo incorporado para dormir.';

const consejosAmarillo = (...propios: string[]): string[] => [...propios, NO_GOTAS, MIENTRAS_TANTO, CONSEJO_AMARILLO];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

/** Amarillo results treat the pain while waiting (NICE NG91: paracetamol or ibuprofen for all). */
const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: antitermicos() });

export const dolor_oido: Flujo = conCribado({
  ...FICHAS.dolor_oido,
  fuentes: [
    {
      titulo: 'NICE CKS. Perforated eardrum (perforación traumática por un golpe, el agua, un cambio de presión o un bastoncillo: mantener seco, sin gotas; derivación urgente a otorrino con vértigo, parálisis facial, pérdida de audición intensa o herida penetrante) (año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/perforated-eardrum/',
    },
    {
      titulo: 'NHS. Infected piercings (lóbulo: limpiar con agua con sal y no quitar el pendiente; consultar si el piercing del cartílago está infectado, el pendiente queda metido en la piel, la rojez se extiende o hay fiebre) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/infected-piercings/',
    },
    {
      titulo: 'NICE NG98. Hearing loss in adults: assessment and management (1.1.1: pérdida de audición de comienzo brusco, en 3 días o menos, no explicada por el oído externo o medio → ver en 24 horas por otorrino o urgencias)',
      anio: 2018,
      url: 'https://www.nice.org.uk/guidance/ng98/chapter/Recommendations',
    },
    {
      titulo: 'NICE CKS. Hearing loss in adults (sordera súbita neurosensorial: derivación inmediata a otorrino; sin fecha de revisión, año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/hearing-loss-in-adults/',
    },
    {
      titulo: 'Rubin LG, Papsin B; AAP Committee on Infectious Diseases and Section on Otolaryngology. Cochlear implants in children: surgical site infections and prevention and treatment of acute otitis media and meningitis. Pediatrics 2010;126(2):381-391',
      anio: 2010,
      url: 'https://publications.aap.org/pediatrics/article/126/2/381/68536/Cochlear-Implants-in-Children-Surgical-Site',
    },
    {
      titulo: 'CDC, Early Hearing Detection & Intervention. Risk of bacterial meningitis in children with cochlear implants: recommendations (vigilar la otitis y los signos de meningitis) (versión archivada)',
      anio: 2008,
      url: 'https://webarchive.library.unt.edu/eot2008/20081010114446/http:/www.cdc.gov/ncbddd/ehdi/cochlear/recommendations.htm',
    },
    {
      titulo: 'FDA. Advice for patients with cochlear implants: new information on meningitis risk (versión archivada)',
      anio: 2006,
      url: 'https://webarchive.library.unt.edu/eot2008/20081205084122/http://www.fda.gov/cdrh/medicaldevicesafety/atp/020606-cochlear.html',
    },
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
    {
      titulo: 'NHS Healthier Together (North East and North Cumbria). Earache: a menudo con fiebre alta y vírica; ámbar: pus, hinchazón detrás de la oreja, mareo o pérdida de equilibrio, decaído o irritable aunque baje la fiebre, dolor de cabeza que no cede con analgésicos, respiración algo rápida, deshidratación, 3-6 meses con 39 °C, fiebre de más de 5 días o tiritona (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://nenc-healthiertogether.nhs.uk/parentscarers/pharmacy-first/earache',
    },
    {
      titulo: 'NHS Healthier Together (South Yorkshire / Aneurin Bevan). Earache, y Earache following remote assessment (otitis externa: la mayoría no necesita tratamiento salvo si sale pus) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://abbhealthiertogether.cymru.nhs.uk/professionals/childrens-nurses/safety-netting-documents-parents/earache-following-remote-assessment',
    },
    {
      titulo: 'NHS Healthier Together (Oxfordshire). Earache: si la fiebre dura más de 3 días y no mejora, que lo vea su médico (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://oht.frank-digital.co.uk/parentscarers/worried-your-child-unwell/earache',
    },
    {
      titulo: 'Schmitt-Thompson. Ear – pulling at or rubbing (Advocare Woodbury Pediatrics): tocarse la oreja con normalidad → cuidados en casa; parece que le duele, se despierta, fiebre o catarro → en 24 horas; más de 3 días → consulta (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://advocarewoodburypeds.com/is-your-child-sick/Ear-Pulling-At-or-Rubbing',
    },
    {
      titulo: 'NICE CKS. Earwax (gotas para ablandar la cera; no usar bastoncillos) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/earwax/',
    },
    {
      titulo: 'Schwartz SR et al. Clinical Practice Guideline (Update): Earwax (Cerumen Impaction). Otolaryngol Head Neck Surg 2017;156(1S):S1-S29',
      anio: 2017,
      url: 'https://doi.org/10.1177/0194599816671491',
    },
    {
      titulo: 'NHS. Earwax build-up (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/earwax-build-up/',
    },
    {
      titulo: 'Schmitt-Thompson. Ear injury (Advocare Woodbury Pediatrics): objeto puntiagudo metido en el conducto o dolor fuerte → consultar ya; unas gotas de sangre por un bastoncillo, dolor u oír menos → en 24 horas (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://advocarewoodburypeds.com/are-you-sick/Ear-Injury',
    },
    {
      titulo: 'Healthwise (MyHealth Alberta). Ear problem from an object in the ear: mareo intenso (necesita ayuda para estar de pie o andar) o pérdida de audición brusca y completa → atención urgente (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://myhealth.alberta.ca/Health/Pages/conditions.aspx?hwid=obear',
    },
    {
      titulo: 'Schmitt-Thompson. Ear – swimmer’s (otitis externa leve: cuidados en casa) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://giraffe-silver-asha.squarespace.com/are-you-sick?cid=11&id=272',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 19, sangre por el oído tras un golpe en la oreja (pregunta nueva golpe_oido, solo tras la causa del golpe): antes, sangre o líquido por el oído tras cualquier golpe era rojo, porque tras un golpe en la CABEZA indica una posible fractura de la base del cráneo (NICE NG232). Pero un golpe en la propia oreja sin golpe en la cabeza (un bofetón, un balonazo, caer de plano sobre el agua, un cambio brusco de presión al bucear o en un avión) que deja un poco de sangre que ya ha parado y el oído amortiguado o con pitidos es una perforación traumática del tímpano probable, que casi siempre cura sola: NICE CKS "Perforated eardrum" pide mantener el oído seco y sin gotas, y derivar con urgencia a otorrino solo si hay vértigo, parálisis facial, una pérdida de audición intensa o una herida penetrante. Ahora, tras la causa del golpe, se pregunta cómo fue: solo en la oreja, con un poco de sangre que ya paró → AMARILLO (que le miren hoy el tímpano, oído seco, sin gotas, sin bañarse), también si contesta que sale sangre por el oído; golpe en la cabeza → como antes (sangre o líquido por el oído → ROJO; si no, amarillo con enlace a golpes_caidas); algo clavado dentro del oído, sangre que no para o un líquido claro como agua → ROJO (NICE CKS: herida penetrante; NICE NG232). El vértigo, no andar recto, los vómitos, los ojos que se mueven solos o la sordera total (lesion_oido_interno) y la cara torcida (cara_equilibrio) siguen en ROJO con cualquier golpe. El bastoncillo que hace daño sigue en su respuesta propia de la causa (amarillo), como antes. La pregunta de la causa no cambia de texto: la distinción va en la pregunta nueva, que nombra cada tipo de golpe.',
    'Ronda 19, pendiente o piercing infectado (pregunta nueva pendiente_oreja, solo si la oreja está roja e hinchada o el dolor no cede, pregunta dolor_no_cede): antes, cualquier oreja roja e hinchada por fuera era amarillo, también el agujero del pendiente del lóbulo algo rojo y con costritas de un niño que está bien. NHS "Infected piercings": un piercing algo infectado se cuida en casa (agua con sal, no quitar el pendiente) y hay que consultar si es en el cartílago, el pendiente se ha quedado metido en la piel, la rojez se extiende o hay fiebre; la infección del cartílago de la parte de arriba de la oreja (pericondritis) puede deformar la oreja. Ahora: el lóbulo, algo rojo, hinchado o con costritas, con el pendiente que se mueve bien, la rojez que no se extiende, sin fiebre y el niño como siempre → VERDE con cuidados y red de seguridad; el cartílago caliente, hinchado y doloroso, el pendiente metido en la piel, la rojez que se extiende o la fiebre → AMARILLO (que lo vean hoy). El flujo no tenía dónde decir que era un pendiente: solo se pregunta tras la oreja roja e hinchada, para no añadir una pregunta a todos. Las demás preguntas (fiebre en menores de 2 años, pus por el oído, mastoides…) siguen decidiendo antes con sus propias reglas.',
    'Puertas equivocadas: por el dolor de oído llegan la mastoiditis (hinchazón detrás de la oreja, oreja despegada: rojo), la meningitis y otras complicaciones dentro de la cabeza (cuello rígido, dolor de cabeza fuerte con vómitos, molestia con la luz, visión doble: rojo), la sepsis (muy adormilado, color pálido, moteado o azulado, y con fiebre manchas que no se borran: rojo, NICE NG143 y la lista de signos rojos que Healthier Together repite en cada tema), la neumonía o la bronquiolitis de un bebé con fiebre que se toca las orejas (con fiebre, pregunta de respiración con la frecuencia por edad: rápida o con algo de esfuerzo → amarillo; grave → rojo, NICE NG143), la parálisis facial y el vértigo (amarillo), un objeto o un insecto en el oído (amarillo, enlace a cuerpo_extrano; si puede ser una pila de botón o un imán, rojo) y la fractura de la base del cráneo tras un golpe (sangre o líquido por el oído: rojo, enlace a golpes_caidas). Todas se preguntan; las de fiebre solo cuando hay fiebre, para que el dolor de oído sin fiebre siga siendo un cuestionario corto.',
    'Hinchazón o enrojecimiento detrás de la oreja, con la oreja despegada (mastoiditis): Schmitt lo pone en "ver en 4 horas" y Belfast en ámbar, pero la OMS (AIEPI) pide derivar urgentemente y KidsHealth lo lista entre los motivos de atención médica. Elegimos rojo (lectura prudente, como pide el brief): necesita antibiótico intravenoso y a veces cirugía.',
    'Cuello rígido, dolor de cabeza muy fuerte con vómitos o molestia con la luz, visión doble o borrosa: rojo en Belfast y "ahora" en Schmitt (posible meningitis u otra complicación). Muy adormilado o sin responder: rojo (pregunta global).',
    'Menores de 2 años: Schmitt pide ver en 24 horas a todo menor de 2 años con sospecha de otitis, y NICE NG91 trata distinto la otitis bilateral en menores de 2 años → amarillo cuando parece que le duele o tiene fiebre; menores de 3 meses, siempre amarillo, y con fiebre rojo (NICE NG143). Ronda 3 (puerta de edad más ancha que la fuente): la regla de Schmitt es "menor de 2 años Y sospecha de otitis", y su protocolo "Ear – pulling at or rubbing" pone en cuidados en casa tocarse o tirarse de la oreja con normalidad, en 24 horas si parece que le duele, se despierta, tiene fiebre o catarro, y en consulta si dura más de 3 días; NICE CKS cuenta frotarse las orejas entre los síntomas de la dentición. Antes cualquier bebé de 3 meses a 2 años que se tocaba la oreja salía amarillo. Ahora, de 3 meses a 2 años, se pregunta qué se le nota: si parece que le duele → amarillo como antes; si solo se toca la oreja, sin llorar, sin catarro ni fiebre, y come, juega y duerme como siempre → verde con cuidados y red de seguridad (consultar si aparece dolor, fiebre o supuración, o si sigue más de 3 días).',
    'Pus por el oído: Schmitt pide ver en 24 horas y Healthier Together lo pone en ámbar → amarillo.',
    'Fiebre (ronda 3): antes cualquier fiebre con dolor de oído era amarillo (Schmitt: fiebre → ver en 24 horas). Las hojas de Healthier Together (los mismos tres colores que la app) dicen que el dolor de oído viene a menudo con fiebre alta y suele ser vírico, y ponen en ámbar solo la fiebre con signos: decaído, muy irritable o adormilado aunque baje la fiebre, tiritona, deshidratación (boca seca, sin pis en 8 horas), respiración algo rápida, 3-6 meses con 39 °C o fiebre de más de 5 días (NICE NG143); sin ellos, cuidados en casa, y consultar si la fiebre dura más de 3 días sin mejorar (Healthier Together Oxfordshire; NICE NG91: volver a consultar si no mejora a los 3 días). Las fuentes discrepan y elegimos Healthier Together porque da la regla general con nuestros mismos niveles y porque NICE NG91 trata la otitis sin signos de gravedad con analgésicos y sin antibiótico. Ahora, desde 2 años, fiebre sin esos signos → verde con analgesia y red de seguridad; con cualquiera de ellos → amarillo (una sola pregunta, solo si hay fiebre). Menores de 2 años con fiebre siguen en amarillo (Schmitt; NICE NG91).',
    'Duración (issue 9, zona gris, ronda 2): antes elegíamos amarillo desde 48 horas, la lectura prudente. Releídas las fuentes, las tres dicen claramente consulta no urgente o cuidados en casa para el niño que está bien: SEUP pone "dolor de oído de más de 48 horas" en "consulta con tu pediatra (no urgente)"; NICE NG91 dice que la otitis dura unos 3 días y hasta 1 semana, que la mayoría se cura sin antibiótico, y pide volver a consultar si no mejora a los 3 días o si empeora de forma rápida o marcada; Schmitt pone el dolor leve sin fiebre en mayores de 2 años en "ver en 3 días" (horario de consulta). Ahora: 48 horas o más sin ningún otro signo → verde con "pide cita con tu pediatra (no urgente)" para mirarle el oído, analgesia y red de seguridad (fiebre, supuración, hinchazón detrás de la oreja, dolor que va a peor → consultar ya). Lo que sigue siendo amarillo no cambia: fiebre, supuración, dolor que no cede 2 horas después del analgésico, oreja roja e hinchada, cara torcida o vértigo, y cualquier sospecha de otitis en menores de 2 años (Schmitt: ver en 24 horas; NICE NG91 trata aparte la otitis bilateral de los menores de 2 años).',
    'Oreja roja e hinchada por fuera, o dolor muy fuerte que no mejora 2 horas después del analgésico: Schmitt "ver en 4 horas" → amarillo. Cara torcida o pérdida de equilibrio nueva: Schmitt "ver en 4 horas", Healthier Together ámbar → amarillo. Ronda 3 (forma leve junto a la grave): la pregunta juntaba con esos dos signos "le duele mucho al tocar o mover la oreja", que es lo típico de la otitis externa ("oído de nadador"); Schmitt trata en casa la otitis externa leve y Healthier Together dice que la mayoría no necesita tratamiento salvo si sale pus. Ahora la pregunta (con otro id, para que se responda de nuevo) solo pregunta la oreja roja e hinchada por fuera y el dolor que no cede 2 horas después del analgésico; el dolor al tocar la oreja sin otros signos sigue las demás reglas (verde si no hay nada más), y el consejo verde explica la otitis externa y cuándo pedir cita.',
    'Objeto metido en el oído: amarillo con enlace a cuerpo_extrano (Schmitt: objeto punzante → ver ahora). Ronda 2 (puerta equivocada de cuerpo_extrano): antes, que pudiera ser una pila de botón o un imán solo se decía en el consejo; ahora se pregunta cuando hay algo metido en el oído y da rojo, como en cuerpo_extrano: la pila de botón atrapada en el conducto produce una quemadura alcalina con necrosis del conducto en pocas horas y puede dar supuración, sangrado, perforación del tímpano o parálisis facial (Acta Otorhinolaryngol Ital 2023), y su extracción urgente es esencial (J Laryngol Otol 2014). Tras un golpe en la cabeza: amarillo con enlace a golpes_caidas; si además sale sangre o líquido claro por el oído, rojo (NICE head injury: posible fractura de la base del cráneo).',
    'Cera y bastoncillos (ronda 6): antes la única respuesta era "se ha metido algo (un objeto, un insecto o un bastoncillo)" → amarillo, así que un oído taponado de cera que el niño se había empujado con un bastoncillo salía como un objeto metido. NICE CKS "Earwax", la guía de la AAO-HNS (2017) y el NHS tratan la cera que tapona, sin dolor, supuración, fiebre ni mareo, en casa con gotas que la ablandan (aceite de oliva o gotas de farmacia, unos días) y sin bastoncillos, y consultar si sigue taponado tras unos días (lavado o aspiración en la consulta); no poner gotas si puede haber una perforación. Ahora la pregunta de la causa (mismo id) tiene respuestas propias: cera marrón visible con el oído taponado u oyendo menos, sin dolor fuerte → verde con esas gotas (si además hay fiebre, pus, dolor que no cede, mareo o cara torcida, mandan sus propias reglas, que van antes); algo que sigue dentro, incluido un trozo de bastoncillo o de algodón → amarillo como antes (y la pila de botón, rojo); se hizo daño con un bastoncillo y le duele mucho, sangra o de repente oye mucho menos (posible herida del conducto o perforación del tímpano) → amarillo, que lo vean hoy.',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo → amarillo; "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Ronda 9, implante coclear, válvula de derivación u operación de oído reciente (pregunta nueva implante_oido): CDC y FDA advierten de que los niños con implante coclear tienen más meningitis bacteriana (neumococo), a menudo tras una otitis, y piden vigilar y tratar pronto la otitis y consultar enseguida ante signos de meningitis; la Academia Americana de Pediatría (Rubin y Papsin, Pediatrics 2010) desaconseja esperar sin antibiótico en la otitis de estos niños y pide antibiótico intravenoso en los 2 primeros meses tras el implante. Con dolor de oído u otitis → amarillo (médico hoy, nunca "esperar y ver"), aunque no tenga fiebre; con fiebre y cualquier signo rojo (cuello rígido, no responde, manchas, color, respiración) → rojo por esas preguntas, como antes. La válvula de derivación (hidrocefalia) y la operación de oído del último mes no tienen una fuente propia que hayamos podido consultar: las incluimos por lectura prudente, porque también ponen material extraño o una vía abierta junto a las meninges.',
    'Medicación: paracetamol o ibuprofeno para el dolor en todos los resultados no rojos (NICE NG91), con las dosis de SPEC §9; ibuprofeno solo desde 6 meses y ninguna dosis en menores de 3 meses sin indicación médica.',
    'Ronda 11, forma grave de la lesión del oído: tras meterse un bastoncillo, un lápiz u otro objeto en el oído (o tras un golpe o un bofetón en la oreja), el vértigo (todo le da vueltas), no tenerse en pie o no poder andar recto, los vómitos repetidos, los ojos que se mueven solos de un lado a otro (nistagmo) o dejar de oír del todo por ese oído indican una lesión del oído interno (fístula de la perilinfa, luxación del estribo), que es una urgencia de otorrino: el protocolo Schmitt-Thompson "Ear injury" manda a urgencias ya con estos signos, y el de Healthwise para objetos en el oído pide atención urgente con mareo intenso (necesita ayuda para estar de pie o andar) o una pérdida de audición brusca y completa. Pregunta nueva lesion_oido_interno, solo cuando la causa es un objeto que sigue dentro, haberse hecho daño con un bastoncillo u otra cosa, o un golpe → ROJO (urgencias ahora; con un golpe en la cabeza, además, NICE NG232 manda a urgencias los vómitos y los problemas de equilibrio). Con esas mismas causas, la cara torcida o la pérdida de equilibrio de la pregunta cara_equilibrio también da ROJO (lesión del nervio de la cara o del oído interno por el traumatismo; NICE NG232: signo neurológico focal tras un golpe). La forma leve (algo de sangre, dolor, oír amortiguado, sin vértigo) sigue en AMARILLO, y la cara torcida o la pérdida de equilibrio con una otitis, sin traumatismo, siguen en su amarillo de siempre.',
    'Ronda 10, sordera brusca de un oído: antes solo se preguntaba "de repente oye mucho menos" tras hacerse daño con un bastoncillo. NICE NG98 (1.1.1) y NICE CKS piden que una pérdida de audición de comienzo brusco (en 3 días o menos), en uno o los dos oídos, que no explican el oído externo ni el medio (cera, otitis, moco tras un catarro), la vea un otorrino o urgencias en menos de 24 horas (sordera súbita neurosensorial: el tratamiento con corticoides funciona mejor si se empieza pronto). Son guías de adultos; no hemos encontrado una pediátrica que diga otra cosa, y la aplicamos a niños desde 2 años (antes no saben decir que no oyen por un oído). Pregunta nueva sordera_brusca (ha dejado de oír de repente por un oído, en horas o 1-2 días, sin catarro, cera ni oído taponado que lo expliquen) → AMARILLO: que lo vea hoy un médico y, si se confirma, otorrino en 24 horas. No es rojo: NICE da 24 horas, no atención inmediata; con la cara torcida o pérdida de equilibrio ya hay regla propia, y el consejo manda a urgencias si aparece un signo neurológico.',
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
      // Round 9: a device or a recent operation that opens a path from the ear to the meninges.
      id: 'implante_oido',
      texto:
        '¿Lleva un implante coclear (el aparato para oír que se pone con una operación), una válvula en la cabeza para la hidrocefalia, o le han operado del oído en el último mes?',
      tipo: 'si_no',
      ayuda: 'Los tubitos de drenaje (drenajes transtimpánicos) puestos hace más de un mes no cuentan aquí.',
      alarma: ['si'],
    },
    {
      id: 'causa',
      texto: '¿Le pasa alguna de estas cosas en el oído?',
      tipo: 'opciones',
      opciones: [CAUSA.no, CAUSA.cera, CAUSA.objeto, CAUSA.bastoncillo, CAUSA.golpe],
      ayuda: 'Si encaja más de una opción, elige la que esté más abajo.',
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
      // Round 19 (NICE NG232; NICE CKS Perforated eardrum): a head injury or a blow to the ear itself.
      id: 'golpe_oido',
      texto: '¿Cómo fue el golpe?',
      tipo: 'opciones',
      opciones: [GOLPE_OIDO.oreja, GOLPE_OIDO.cabeza, GOLPE_OIDO.grave],
      ayuda: 'Si dudas entre dos respuestas, elige la de más abajo.',
      mostrar_si: `causa = '${CAUSA.golpe}'`,
      alarma: [GOLPE_OIDO.grave],
    },
    {
      // Round 11 (Schmitt-Thompson "Ear injury"; Healthwise "object in ear"): the inner-ear form of an ear injury.
      id: 'lesion_oido_interno',
      texto:
        'Desde que se metió eso en el oído o se dio el golpe, ¿le pasa alguna de estas cosas: todo le da vueltas (vértigo), no se tiene en pie o no puede andar recto, vomita una y otra vez, los ojos se le mueven solos de un lado a otro, o ha dejado de oír del todo por ese oído?',
      tipo: 'si_no',
      ayuda:
        'Un poco de dolor, unas gotas de sangre u oír algo amortiguado por ese oído no cuentan aquí. En un niño pequeño, fíjate si se cae al intentar andar o no quiere levantar la cabeza.',
      mostrar_si: LESION_OIDO,
      alarma: ['si'],
    },
    {
      id: 'cara_equilibrio',
      texto: '¿Se le ha torcido la cara (no puede cerrar bien un ojo o mover un lado de la boca) o ha perdido el equilibrio de repente?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      // Round 10 (NICE NG98; NICE CKS hearing loss): sudden one-sided hearing loss, apart from the blocked ear of a cold or wax.
      id: 'sordera_brusca',
      texto:
        '¿Ha dejado de oír de repente por un oído, en unas horas o en 1-2 días, sin que lo explique un catarro, la cera o la sensación de oído taponado?',
      tipo: 'si_no',
      ayuda:
        'Por ejemplo, con ese oído ya no oye el móvil pegado a la oreja o una voz bajita. Oír algo menos con el oído taponado durante un catarro o una otitis es frecuente y se pasa solo: en ese caso responde No.',
      mostrar_si: `edad_rango IN ${lista(DESDE_2_ANOS)}`,
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
      // Healthier Together earache amber features with fever; asked from 2 years (younger children with fever are amarillo anyway).
      id: 'fiebre_signos',
      texto:
        'Con la fiebre, ¿le pasa alguna de estas cosas: sigue decaído, muy irritable o adormilado aunque le baje la fiebre; tiembla de frío (tiritona); bebe muy poco o lleva 8 horas o más sin hacer pis; o lleva 5 días o más con fiebre?',
      tipo: 'si_no',
      mostrar_si: `${CON_FIEBRE} AND edad_rango IN ${lista(DESDE_2_ANOS)}`,
      alarma: ['si'],
    },
    {
      id: 'oido_bebe',
      texto: '¿Qué le notas con el oído?',
      tipo: 'opciones',
      opciones: [OIDO_BEBE.duele, OIDO_BEBE.soloToca],
      ayuda:
        'Muchos bebés se tocan o se tiran de las orejas por costumbre, cuando tienen sueño o cuando les están saliendo los dientes, sin que les duela. Si no estás seguro de que no le duela, elige la primera.',
      mostrar_si: `edad_rango IN ${lista(EDADES_3_MESES_A_2_ANOS)}`,
      alarma: [OIDO_BEBE.duele],
    },
    {
      id: 'supura',
      texto: '¿Le sale pus, líquido o sangre por el oído?',
      tipo: 'si_no',
      ayuda: 'La cera (marrón o anaranjada) o el agua del baño no cuentan.',
      alarma: ['si'],
    },
    {
      // Round 3: a new id, because tenderness on touching the ear (mild otitis externa) no longer counts here.
      id: 'dolor_no_cede',
      texto:
        '¿La oreja está roja e hinchada por fuera, o el dolor es tan fuerte que no mejora 2 horas después de darle paracetamol o ibuprofeno?',
      tipo: 'si_no',
      ayuda: 'Que le duela un poco al tocar o mover la oreja, sin que esté roja e hinchada, no cuenta aquí.',
      alarma: ['si'],
    },
    {
      // Round 19 (NHS "Infected piercings"): a red, swollen ear from an earring or a piercing.
      id: 'pendiente_oreja',
      texto: '¿Es por un pendiente o un piercing de esa oreja?',
      tipo: 'opciones',
      opciones: [PENDIENTE.no, PENDIENTE.lobulo, PENDIENTE.complicado],
      ayuda: 'Si dudas entre dos respuestas, elige la de más abajo.',
      mostrar_si: "dolor_no_cede = 'si'",
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
      "lesion_oido_interno = 'si'",
      'Vértigo, vómitos o sordera total tras meterse algo en el oído o un golpe: posible lesión del oído interno',
      consejosRojo(
        'El vértigo, no poder tenerse en pie o andar recto, los vómitos repetidos, los ojos que se mueven solos o dejar de oír del todo por ese oído, después de meterse un bastoncillo u otro objeto o de un golpe, pueden indicar una lesión del oído interno: necesita que lo vea ahora un médico de urgencias o un otorrino.',
        'Que vaya tumbado o sentado con la cabeza quieta y algo levantada. No le metas nada en el oído, no le pongas gotas y no intentes sacar lo que haya dentro. Que no se suene la nariz con fuerza.',
        'No le des de comer ni de beber por el camino. Si está adormilado, confuso o tiene una convulsión, llama al 112.',
      ),
      { ver_tambien: ['cuerpo_extrano', 'golpes_caidas'] },
    ),
    rojo(
      `${LESION_OIDO} AND cara_equilibrio = 'si'`,
      'Cara torcida o pérdida de equilibrio tras meterse algo en el oído o un golpe',
      consejosRojo(
        'Que se le tuerza la cara o pierda el equilibrio después de meterse algo en el oído o de un golpe puede indicar una lesión del nervio de la cara o del oído interno: necesita valoración urgente.',
        'No le metas nada en el oído ni le pongas gotas. No le des de comer ni de beber por el camino.',
      ),
      { ver_tambien: ['cuerpo_extrano', 'golpes_caidas'] },
    ),
    rojo(
      // Round 19: something stuck deep in the ear, bleeding that goes on or clear fluid (NICE CKS: penetrating injury → urgent ENT).
      `causa = '${CAUSA.golpe}' AND golpe_oido = '${GOLPE_OIDO.grave}'`,
      'Algo clavado en el oído, sangre que no para o líquido claro por el oído',
      consejosRojo(
        'Algo clavado dentro del oído puede haber roto el tímpano y dañado el oído interno, y la sangre que no para o un líquido claro como agua después de un golpe pueden indicar una herida profunda o una fractura del cráneo: necesita urgencias ahora (NICE).',
        'No le saques lo que tenga clavado ni le metas nada en el oído; no le pongas gotas ni se lo laves. Cubre la oreja por fuera con una gasa limpia, sin taponar.',
        'Si vomita, está adormilado o confuso, o se le tuerce la cara, llama al 112.',
      ),
      { ver_tambien: ['golpes_caidas', 'cuerpo_extrano'] },
    ),
    rojo(
      // Round 19: only after a head injury (NICE NG232); a blow to the ear itself is amarillo below.
      `causa = '${CAUSA.golpe}' AND supura = 'si' AND golpe_oido != '${GOLPE_OIDO.oreja}'`,
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
      "implante_oido = 'si'",
      'Dolor de oído con un implante coclear, una válvula en la cabeza o una operación de oído reciente',
      consejosAmarillo(
        'Con un implante coclear (o una válvula en la cabeza, o una operación de oído reciente), una otitis puede llegar con más facilidad a las meninges: que lo vea hoy un médico, en unas horas, y no esperar a ver si se pasa sola (CDC, FDA, Academia Americana de Pediatría). Avisa también a su equipo de implantes o de neurocirugía.',
        'Ve a urgencias ahora o llama al 112 si tiene fiebre alta, dolor de cabeza fuerte, el cuello rígido, vómitos, le molesta la luz, está adormilado o confuso, o está muy irritable y come menos (si es pequeño): pueden ser signos de meningitis.',
        'Si el implante o la piel de alrededor está rojo, hinchado o le sale líquido, díselo al médico.',
      ),
      { medicacion: antitermicos() },
    ),
    amarillo(
      "cara_equilibrio = 'si'",
      'Dolor de oído con la cara torcida o pérdida de equilibrio',
      consejosAmarillo(
        'Una cara que no se mueve bien de un lado o una pérdida de equilibrio nueva pueden ser complicaciones de una otitis: que lo vea un médico en unas horas, hoy mismo.',
        'Si además tiene dolor de cabeza fuerte, vómitos o está adormilado, ve a urgencias ya.',
      ),
    ),
    amarillo(
      "sordera_brusca = 'si'",
      'Ha dejado de oír de repente por un oído',
      consejosAmarillo(
        'Perder la audición de un oído de forma brusca, sin catarro, cera ni oído taponado que lo expliquen, puede ser una sordera súbita del oído interno: tiene que verlo hoy un médico, y si se confirma, un otorrino en menos de 24 horas, porque el tratamiento funciona mejor cuanto antes se empieza (NICE).',
        'No le pongas gotas ni le metas nada en el oído mientras tanto.',
        'Si además tiene la cara torcida, pierde el equilibrio, le duele mucho la cabeza, vomita o está adormilado, ve a urgencias ya.',
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
      `causa = '${CAUSA.bastoncillo}'`,
      'Se hizo daño con un bastoncillo: dolor, sangre o oye mucho menos',
      consejosAmarillo(
        'Un bastoncillo o un objeto metido en el oído puede arañar el conducto o romper el tímpano: si le duele mucho, sangra o de repente oye mucho menos, que lo vea hoy un médico.',
        'No le metas nada más en el oído ni le pongas gotas ni aceite hasta que lo vean, y evita que le entre agua.',
        'Si además se marea, pierde el equilibrio o vomita, o se le tuerce la cara, ve a urgencias ahora.',
      ),
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    amarillo(
      // Round 19: a blow to the ear itself: probable traumatic eardrum perforation (NICE CKS Perforated eardrum).
      `causa = '${CAUSA.golpe}' AND golpe_oido = '${GOLPE_OIDO.oreja}'`,
      'Golpe en la oreja con un poco de sangre u oído amortiguado: posible perforación del tímpano',
      [
        'Un bofetón o un balonazo en la oreja, caer de plano sobre el agua o un cambio brusco de presión pueden romper el tímpano: sale un poco de sangre, duele y oye amortiguado o con pitidos. Casi siempre se cura solo en unas semanas, pero que lo vea hoy un médico para mirarle el tímpano (NICE CKS).',
        'Mantén ese oído seco: no le metas nada, ni bastoncillos ni algodones, no le pongas gotas ni aceite, y que no se bañe en piscina, mar o bañera con la cabeza dentro hasta que lo vea el médico. En la ducha, tápale el oído con un algodón untado en vaselina por fuera. Que no se suene la nariz con fuerza.',
        MIENTRAS_TANTO,
        'Ve a urgencias ahora si todo le da vueltas, no puede andar recto, vomita, se le tuerce la cara, deja de oír del todo por ese oído, o vuelve a sangrar o le sale un líquido claro.',
        CONSEJO_AMARILLO,
      ],
      { ver_tambien: ['golpes_caidas'] },
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
      // Round 19 (NHS "Infected piercings"): perichondritis, an embedded earring, spreading redness, or fever.
      `dolor_no_cede = 'si' AND (pendiente_oreja = '${PENDIENTE.complicado}' OR (pendiente_oreja = '${PENDIENTE.lobulo}' AND ${CON_FIEBRE}))`,
      'Pendiente o piercing de la oreja infectado: cartílago, pendiente metido en la piel, rojez que se extiende o fiebre',
      [
        'Un piercing infectado en el cartílago de la parte de arriba de la oreja puede dañar el cartílago y deformar la oreja, y un pendiente metido en la piel, una rojez que se extiende o la fiebre indican que la infección va a más: que lo vea hoy un médico, que valorará si necesita antibiótico o sacar el pendiente (NHS).',
        'No le quites el pendiente tú, salvo que se lo indique el médico: el agujero puede cerrarse y dejar la infección dentro. Limpia la zona con suero o agua con sal templada y sécala bien.',
        'Para el dolor, dale paracetamol o ibuprofeno (el ibuprofeno, solo a partir de 6 meses).',
        'Ve a urgencias ahora si la rojez se extiende deprisa por la cara o el cuello, tiene fiebre alta con tiritona, o lo ves muy decaído.',
        CONSEJO_AMARILLO,
      ],
    ),
    amarillo(
      // Round 19: not for the lobe of a pierced ear with the child well (verde below; NHS "Infected piercings").
      `dolor_no_cede = 'si' AND pendiente_oreja != '${PENDIENTE.lobulo}'`,
      'Oreja roja e hinchada o dolor que no mejora con el analgésico',
      consejosAmarillo(
        'Una oreja roja e hinchada por fuera o un dolor que no cede 2 horas después del analgésico debe verlo un médico en unas horas.',
        'Un paño frío o templado sobre la oreja puede aliviar mientras hace efecto el analgésico.',
      ),
    ),
    amarillo(
      "fiebre_signos = 'si'",
      'Dolor de oído con fiebre y signos de alerta',
      consejosAmarillo(
        'Con fiebre, que siga decaído o muy irritable aunque le baje, que tenga tiritona, que beba o haga muy poco pis, o que la fiebre dure 5 días o más son signos de alerta (Healthier Together, NICE): que lo vea hoy un médico.',
        ...CONSEJOS_ANTITERMICOS,
      ),
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `edad_rango = '0-3 meses' OR (edad_rango IN ${lista(EDADES_3_MESES_A_2_ANOS)} AND (oido_bebe = '${OIDO_BEBE.duele}' OR ${CON_FIEBRE}))`,
      'Posible otitis en menor de 2 años',
      consejosAmarillo(
        'En menores de 2 años, una posible otitis debe verla un médico en las próximas horas (hoy o, si empieza de noche y está bien con el analgésico, a primera hora): a esta edad a veces necesita antibiótico.',
        'En menores de 3 meses, no le des ningún medicamento sin que lo indique un médico.',
      ),
    ),
    { ...reglaMuyEnfermo([MIENTRAS_TANTO]), medicacion: antitermicos() },
    // ---------------------------------------------------------------- verde
    {
      // Round 19 (NHS "Infected piercings"): the lobe of a pierced ear, a little red, swollen or crusted, earring moving, no fever.
      si: `dolor_no_cede = 'si' AND pendiente_oreja = '${PENDIENTE.lobulo}'`,
      urgencia: 'verde',
      titulo: 'Agujero del pendiente del lóbulo algo irritado o infectado',
      consejos: [
        'Un agujero del pendiente en el lóbulo algo rojo, hinchado o con alguna costrita, con el pendiente que se mueve bien y el niño sin fiebre, suele curar en casa (NHS).',
        'Lávate las manos y limpia la zona 2 veces al día con suero fisiológico o agua templada con una pizca de sal; luego sécala con una gasa limpia. Gira el pendiente con suavidad al limpiarlo.',
        'No le quites el pendiente: el agujero puede cerrarse y dejar la infección dentro. Evita las cremas o las pomadas sin receta y que duerma apoyado sobre esa oreja.',
        'Si le duele, puedes darle paracetamol o ibuprofeno (el ibuprofeno, solo a partir de 6 meses).',
        consejoVuelveSi([
          'tiene fiebre, la rojez se extiende por la oreja o la cara, o sale mucho pus (que lo vean hoy)',
          'la parte de arriba de la oreja (el cartílago) se pone roja, caliente, hinchada o le duele (que lo vean hoy)',
          'el pendiente se queda metido en la piel o ya no se mueve (que lo vean hoy)',
          ...MOTIVOS_ALARMA_GLOBALES,
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['no mejora en 2-3 días']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      // From 2 years only: every younger child with fever was amarillo above.
      si: CON_FIEBRE,
      urgencia: 'verde',
      titulo: 'Dolor de oído con fiebre en un niño que está bien',
      consejos: [
        'El dolor de oído viene a menudo con fiebre y casi siempre se debe a un virus o a una otitis que se cura sola en unos 3 días, como mucho una semana, sin antibiótico (Healthier Together, NICE). Si está animado cuando le baja la fiebre, puede cuidarse en casa.',
        ...CONSEJOS_ANTITERMICOS,
        'Ofrécele líquidos a menudo. Un paño templado sobre la oreja y dormir algo incorporado pueden aliviar.',
        NO_GOTAS,
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'se le hincha o se le pone roja la zona de detrás de la oreja, o la oreja se despega',
          'tiene el cuello rígido, dolor de cabeza fuerte con vómitos, se le tuerce la cara o pierde el equilibrio',
          'sigue decaído o muy irritable aunque le baje la fiebre, tiene tiritona, o bebe y hace muy poco pis (que lo vean hoy)',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi([
          'la fiebre dura más de 3 días o el dolor no mejora a los 3 días',
          'le sale pus o líquido por el oído (que lo vean hoy)',
          'oye menos durante más de 2 semanas después de curarse',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['fiebre'],
    },
    {
      // After the fever rule: a blocked ear with wax and no other sign (NICE CKS Earwax; AAO-HNS 2017).
      si: `causa = '${CAUSA.cera}'`,
      urgencia: 'verde',
      titulo: 'Oído taponado por cera',
      consejos: [
        'La cera protege el oído y normalmente sale sola. Cuando se acumula o se empuja hacia dentro con un bastoncillo, puede taponar el oído y hacer que oiga menos, pero no es peligroso y suele arreglarse en casa (NICE).',
        'Para ablandarla: pon 2-3 gotas de aceite de oliva (a temperatura ambiente) o de un ablandador de cera de farmacia en ese oído, 2-3 veces al día durante 3-5 días, con el niño tumbado de lado y el oído hacia arriba unos minutos. La cera irá saliendo sola, a menudo de noche.',
        'No uses bastoncillos, pinzas ni velas para los oídos: empujan la cera más adentro y pueden dañar el tímpano. Limpia solo la oreja por fuera con una toalla.',
        'No pongas gotas ni aceite si le duele mucho, le sale líquido o sangre, o ha tenido el tímpano perforado o tubos (drenajes): en ese caso, que lo vea su pediatra.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'le empieza a doler mucho, le sale pus, líquido o sangre, o tiene fiebre (que lo vean hoy)',
          'se marea, pierde el equilibrio o se le tuerce la cara',
          'se le hincha o se le pone roja la zona de detrás de la oreja',
        ]),
        consejoConsultaSi([
          'después de 5 días de gotas sigue oyendo menos o con el oído taponado (el pediatra o la enfermera pueden limpiarlo)',
          'le pasa a menudo',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Gotas de aceite para ablandar la cera'],
    },
    {
      si: `oido_bebe = '${OIDO_BEBE.soloToca}'`,
      urgencia: 'verde',
      titulo: 'Se toca la oreja sin dolor ni otros signos',
      consejos: [
        'Muchos bebés se tocan o se tiran de las orejas porque las descubren, por costumbre, cuando tienen sueño o cuando les están saliendo los dientes. Si no llora ni se queja, no tiene catarro ni fiebre, y come, juega y duerme como siempre, no parece una otitis y puede quedarse en casa (Schmitt-Thompson).',
        'No le metas bastoncillos ni nada en el oído: la cera sale sola. Córtale las uñas si se rasca.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'se le hincha o se le pone roja la zona de detrás de la oreja, o la oreja se despega',
        ]),
        consejoConsultaSi([
          'parece que le duele: llora o se queja, se despierta llorando o está irritable (que lo vean hoy)',
          'tiene fiebre o catarro, o le sale pus o líquido por el oído (que lo vean hoy)',
          'sigue tocándose la oreja más de 3 días',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `duracion = '${DURACION.desde48h}'`,
      urgencia: 'verde',
      titulo: 'Dolor de oído desde hace 48 horas o más, sin otros signos',
      consejos: [
        'La otitis suele durar unos 3 días y a veces hasta una semana, y casi siempre se cura sola, sin antibiótico (NICE). Sin fiebre ni otros signos no es urgente: pide cita con tu pediatra (no urgente) para que le mire el oído, sobre todo si no mejora a los 3 días (SEUP: dolor de oído de más de 48 horas → pediatra, no urgente).',
        'Mientras tanto, dale paracetamol o ibuprofeno para el dolor a sus horas, sobre todo por la noche. No le des los dos a la vez. Usa la jeringa dosificadora de su propio envase.',
        'Un paño templado sobre la oreja y dormir algo incorporado pueden aliviar.',
        OTITIS_EXTERNA,
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
        OTITIS_EXTERNA,
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
});
