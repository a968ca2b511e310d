/**
 * Ojo rojo. Built on the NHS Healthier Together / Alder Hey / Belfast "Red or
 * sticky eyes" sheets (red: cannot open the eye for swelling, severe pain;
 * amber: sticky eye under 28 days, marked photophobia, vision change, blisters
 * by the eye), HSE Ireland's conjunctivitis advice, Mayo Clinic chemical
 * splash first aid, the Schmitt-Thompson "Eye - Chemical In" protocol
 * (harmless everyday products versus acids and alkalis), NICE NG141
 * (periorbital and orbital cellulitis) and the SEUP guide (red or itchy eye,
 * with or without discharge → non-urgent). Round 12: a newborn's flat
 * bright-red patches on the white of the eye since birth (subconjunctival
 * haemorrhage from the birth) are told from a sticky eye (AAP; NICE CG89 for
 * bruising elsewhere). Round 16: both eyes red with sores in the mouth or
 * crusted, bleeding lips (Stevens-Johnson syndrome or Mycoplasma mucositis,
 * banderas-mucosas.ts) is rojo.
 * No medicine is suggested here.
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  AVISO_PREOCUPADO,
  lista,
  MANCHAS,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { CON_FIEBRE, preguntaDiasFiebre, preguntaFiebre39, reglaFiebreAmbar } from './banderas-lactante.ts';
import { conCribado } from './cribado-otras-puertas.ts';
import { ACCION_SERVICIO_TOXICOLOGIA, TELEFONO_TOXICOLOGIA } from './intoxicacion.ts';
import { CONSEJOS_OJOS_BOCA, FUENTES_OJOS_BOCA, PREGUNTA_OJOS_BOCA, TITULO_OJOS_BOCA } from './banderas-mucosas.ts';

/**
 * A product in the eye, mild versus severe (issue 9, pattern 5): Schmitt-Thompson
 * "Eye - Chemical In" lists everyday products that are harmless to the eye
 * (soap, shampoo, bubble bath, cosmetics, sunscreen, toothpaste, swimming-pool
 * water…; alcohol and hand gel sting and are most often harmless) apart from
 * acids and alkalis (drain, oven, toilet and bathroom cleaners, lime, lye,
 * bleach…), which burn the eye.
 */
export const PRODUCTO_OJO = {
  no: 'No',
  // Round 19: a new text (glow-stick liquid and water-based paints or crayons added: poison centres, low toxicity).
  suave:
    'Sí, algo de uso diario o casi inofensivo: jabón, champú, gel de baño, crema, protector solar, maquillaje, desodorante, pasta de dientes, colonia, alcohol o gel de manos, limpiacristales, agua de la piscina, el líquido de una pulsera o barrita luminosa, o témperas, acuarelas, ceras o pintura de dedos',
  picante:
    'Sí, algo que pica o irrita pero no quema: guindilla, pimiento picante o salsa picante (también de tocarse el ojo con las manos), spray de pimienta, el jugo de la cebolla, o zumo o piel de limón, naranja u otra fruta ácida',
  pegamento: 'Sí, pegamento instantáneo (tipo Super Glue): se le han pegado las pestañas o los párpados, o nota arenilla',
  // Round 19: a new text (plaster and solvents added, as the caustics and solvents of the poison centres).
  fuerte:
    'Sí, un producto fuerte o no sé cuál: lejía, amoniaco, desatascador, limpiahornos, limpiador del baño, pastilla o gel de lavavajillas, cápsula o detergente de lavadora, cal, cemento o yeso, líquido de pilas, un ácido, o un disolvente (aguarrás, quitaesmalte, gasolina)',
} as const;

/**
 * Round 19: the eye after rinsing a non-caustic product, graded (it was the si_no 'producto_molestia'). Poison centres
 * (National Capital Poison Center first aid; Carolinas Poison Center): irritation that settles → home; pain, light
 * sensitivity or a change of sight that persists → urgent eye examination.
 */
export const OJO_DESPUES = {
  bien: 'Ya no le duele, lo abre bien, la luz no le molesta y ve igual con cada ojo; como mucho, sigue un poco rosado',
  escuece: 'Le sigue escociendo o sigue muy rojo, pero lo abre bien, la luz no le molesta y ve igual con cada ojo',
  mal: 'Le sigue doliendo, no puede abrirlo bien, le molesta la luz o ve peor con ese ojo',
} as const;

export const LESION = {
  no: 'No, nada de eso',
  algoPequeno: 'Le ha entrado algo pequeño (arena, polvo, una pestaña, un bichito)',
  aranazo: 'Se ha arañado el ojo (una uña, una rama, un papel, la esquina de un juguete)',
  golpe: 'Se ha dado un golpe en el ojo',
  clavado: 'Se le ha clavado algo o le ha saltado algo con fuerza (metal, cristal, un palo, un petardo, un perdigón)',
} as const;

export const DOLOR = {
  no: 'No le duele: le pica, le escuece o nota arenilla',
  duele: 'Le duele dentro del ojo, pero puede tenerlo abierto',
  mucho: 'Le duele muchísimo: no puede abrir el ojo o llora de dolor sin calmarse',
} as const;

export const PARPADO = {
  no: 'No, los párpados están normales o apenas hinchados',
  pica: 'Sí, hinchado y le pica, pero no le duele al tocarlo',
  duele: 'Sí, rojo, hinchado y le duele al tocarlo',
} as const;

/**
 * Round 12: what a newborn's eye looks like. Flat bright-red patches on the white of the eye since the birth are a
 * subconjunctival haemorrhage from the pressure of the birth (AAP); anything else keeps the sticky-eye amber.
 */
export const OJO_RECIEN_NACIDO = {
  sangre:
    'Una o varias manchas planas de color rojo intenso, como de sangre, en lo blanco del ojo, que tiene desde el parto; sin legañas ni lagrimeo',
  otro: 'Otra cosa: legañas, pus, el ojo pegado o que lagrimea, todo el ojo rojo, o se le ha puesto rojo después de los primeros días',
} as const;

const EDADES_LENTILLAS = ['5-12 años', '12+ años'] as const;

const rojo = creadorDeReglas('rojo', { acciones: [ACCION.urgenciasAhora, 'Llama al 112 si empeora'], consejos: (c) => [...c, 'No le frotes el ojo ni le pongas colirios, cremas o remedios caseros sin indicación médica.', CONSEJO_ROJO_CAMINO] });

const amarillo = creadorDeReglas('amarillo', { acciones: [ACCION.pediatraHoy, ACCION.urgenciasHoy], consejos: (c) => [...c, CONSEJO_AMARILLO] });

/** HT red/amber list and HSE urgent list, as the verde safety net. */
const VUELVE_SI = consejoVuelveSi([
  'le duele mucho el ojo o no lo puede abrir',
  've borroso aunque le limpies las legañas, o ve doble',
  'le molesta mucho la luz o tiene un dolor de cabeza fuerte',
  'el párpado o la piel alrededor del ojo se pone roja, hinchada y dolorosa, sobre todo con fiebre',
  'le salen ampollitas al lado del ojo',
  'le salen llagas en la boca o costras en los labios, con los ojos rojos, o ampollas por la piel',
  'está decaído, muy adormilado o lo ves peor',
]);

const CONSULTA_SI = consejoConsultaSi([
  'el ojo sigue rojo o con legañas después de 7 días, o no va a mejor a los 2-3 días',
  'vuelve a pasarle a menudo',
  'es un bebé con el lagrimal tapado (lagrimea y tiene legañas desde hace semanas) y no mejora con los masajes',
]);

const HIGIENE: readonly string[] = [
  'Límpiale las legañas con una gasa mojada en suero fisiológico o agua hervida templada, del lagrimal hacia fuera, con una gasa distinta para cada ojo. Lávate las manos antes y después.',
  'Toallas, almohadas y manoplas de uso individual, y que no se frote los ojos. Las conjuntivitis por virus o bacterias contagian mucho.',
  'No uses colirios que tengas en casa ni los de otra persona. Las conjuntivitis por virus no mejoran con antibiótico y se curan solas en 1-2 semanas.',
  'Según las guías del NHS no hace falta que falte al colegio si se encuentra bien, aunque algunas guarderías piden que no vaya mientras tenga legañas.',
  'Si lleva lentillas, que no se las ponga hasta que el ojo esté bien del todo, y cambie el estuche.',
];

export const ojo_rojo: Flujo = conCribado({
  ...FICHAS.ojo_rojo,
  fuentes: [
    {
      titulo: 'NICE NG143. Fever in under 5s (rojo: rigidez de nuca, manchas que no se borran; ámbar: fiebre de 5 días o más, valorar Kawasaki)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'Belfast Health and Social Care Trust (con Alder Hey y Healthier Together). Red or sticky eyes (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://belfasttrust.hscni.net/hospitals/childrens/childrens-symptom-checker/red-or-sticky-eyes/',
    },
    {
      titulo: 'Alder Hey Children’s Hospital. Red / sticky eyes – symptom checker (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.alderhey.nhs.uk/conditions/symptoms-checker/red-sticky-eyes/',
    },
    {
      titulo: 'HSE Ireland. Conjunctivitis: cuándo pedir cita urgente (recogido por The Sun Irlanda)',
      anio: 2023,
      url: 'https://www.thesun.ie/health/10395760/hse-warns-parents-urgent-treatment-babies-conjunctivitis/',
    },
    {
      titulo: 'Mayo Clinic. First aid: eye emergency (salpicadura química: lavar 15-20 minutos) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.mayoclinic.org/first-aid/first-aid-eye-emergency/basics/ART-20056647',
    },
    {
      titulo: 'National Pesticide Information Center (Oregon State University). Capsaicin general fact sheet (irritación intensa de ojos y piel, pasajera) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://npic.orst.edu/factsheets/capgen.html',
    },
    {
      titulo: 'Schmitt BD. Eye - Chemical In: productos inofensivos para el ojo y ácidos o álcalis (Pediatric Care Advice, reproducido en la web de una consulta pediátrica; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://giraffe-silver-asha.squarespace.com/are-you-sick?cid=11&id=276',
    },
    {
      titulo: 'eMedicineHealth. Chemical eye burns: when to seek medical care (revisado en 2014)',
      anio: 2014,
      url: 'https://www.emedicinehealth.com/chemical_eye_burns/page5_em.htm',
    },
    {
      titulo: 'NICE NG141. Cellulitis and erysipelas: antimicrobial prescribing (celulitis periorbitaria y orbitaria)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng141/chapter/Recommendations',
    },
    {
      titulo: 'Super Glue Corporation (recogido en Brown Emergency Medicine). Párpados pegados con cianoacrilato: lavar con agua templada, no forzar, se abren solos en 1-4 días',
      anio: 2017,
      url: 'https://www.brownemblog.com/blog-1/2017/4/12/super-glued-shut',
    },
    {
      titulo: 'FPnotebook. Cyanoacrylate (Superglue) eye injury: no usar disolventes, derivar a oftalmología',
      anio: 2026,
      url: 'https://mobile.fpnotebook.com/Eye/Trauma/CyncryltEyInjry.htm',
    },
    {
      titulo: 'Wipperman JL, Dorsch JN. Evaluation and management of corneal abrasions. Am Fam Physician 2013;87(2):114-120',
      anio: 2013,
      url: 'https://docslib.org/doc/6705864/evaluation-and-management-of-corneal-abrasions-jennifer-l',
    },
    {
      titulo: 'NHS Lothian RefHelp. Corneal ulcer / contact lens keratitis: ojo rojo y doloroso en quien lleva lentillas → oftalmología',
      anio: 2026,
      url: 'https://apps.nhslothian.scot/refhelp/guidelines/ophthalmology/painfulredeye/cornealulcer-contactlenskeratitis',
    },
    {
      titulo: 'NICE CKS. Styes (hordeola): autolimitados, compresas templadas, no pinchar',
      anio: 2010,
      url: 'https://cks.nice.org.uk/topics/styes-hordeola/',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'American Academy of Pediatrics (HealthyChildren.org). Your newborn’s appearance: manchas rojas en lo blanco de los ojos por la presión del parto, sin importancia, desaparecen en 1-2 semanas (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.healthychildren.org/English/ages-stages/baby/Pages/Your-Newborns-Appearance.aspx',
    },
    {
      titulo: 'Berkowitz J (pediatra), The Bump. Why does baby have red streaks in the whites of her eyes? (hemorragias subconjuntivales del parto: no molestan ni afectan a la vista, se van en 1-2 semanas; consultar si no se han ido en 2-3 semanas o salen más)',
      anio: 2017,
      url: 'https://www.thebump.com/a/red-eye-baby',
    },
    {
      titulo: 'NICE CG89. Child maltreatment: when to suspect maltreatment in under 18s, 1.1.2 (moratones o petequias sin explicación adecuada, por ejemplo en un niño que todavía no se desplaza solo)',
      anio: 2009,
      url: 'https://www.nice.org.uk/guidance/cg89',
    },
    {
      titulo: 'NICE NG76. Child abuse and neglect (reconocer y actuar ante lesiones sin explicación)',
      anio: 2017,
      url: 'https://www.nice.org.uk/guidance/ng76',
    },
    ...FUENTES_OJOS_BOCA,
    {
      titulo: 'National Capital Poison Center (poison.org). Glow sticks: ouch in the eyes! (no son venenosas; en el ojo escuecen e irritan; lavar con agua) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.poison.org/articles/light-sticks-ouch-in-the-eye',
    },
    {
      titulo: 'National Capital Poison Center (webPOISONCONTROL). First aid for poisons: en el ojo, lavar 15-20 minutos y llamar a toxicología; si el dolor, la irritación, la visión alterada o la rojez siguen una hora después, examen urgente del ojo, y si son intensos, urgencias sin esperar (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.webpoisoncontrol.org/first-aid',
    },
    {
      titulo: 'Carolinas Poison Center. Glow sticks (baja toxicidad; lavar el ojo al menos 10 minutos; llamar si persiste la irritación, la hinchazón, el dolor o la molestia a la luz) (página del centro; año de consulta)',
      anio: 2026,
      url: 'https://www.ncpoisoncontrol.org/',
    },
    {
      titulo: 'NHS. Eye injuries (primeros auxilios ante un producto químico en el ojo; cuándo ir a urgencias) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/eye-injuries/',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Recién nacido: Healthier Together/Alder Hey dan ámbar al ojo pegajoso en menores de 28 días y HSE pide cita urgente en menores de 4 semanas. Se da amarillo a cualquier ojo rojo o con legañas en menores de 28 días (la banda de 0-3 meses se aclara con una pregunta), y rojo si además tiene los párpados tan hinchados que no abre el ojo (rojo de Healthier Together a cualquier edad) o fiebre (NICE NG143: menor de 3 meses con fiebre). De 1 a 3 meses, las legañas sin otros signos suelen ser un lagrimal tapado o una conjuntivitis: verde.',
    'Dolor: Healthier Together pone en rojo "dolor intenso con ojo rojo"; el dolor moderado no está en ámbar. Se pide amarillo si duele dentro del ojo en quien lleva lentillas (riesgo de queratitis) o tras un golpe, y rojo si el dolor es muy intenso. Fotofobia marcada, cambio de visión, dolor de cabeza fuerte y ampollas junto al ojo: ámbar de Healthier Together → amarillo (HSE: cita urgente).',
    'Traumatismos: producto fuerte (o desconocido) en el ojo → rojo con lavado inmediato de 15-20 minutos antes de salir (Mayo Clinic; Schmitt-Thompson "Eye - Chemical In": ácidos y álcalis, lavar 20 minutos y urgencias); objeto clavado o proyectil → rojo (no retirar, no apretar); golpe con el ojo rojo → amarillo con enlace a golpes_caidas; algo pequeño que sigue molestando después de lavar → amarillo (HSE: "algo en el ojo" → cita urgente), y si ya no molesta, verde.',
    'Párpado rojo, hinchado y doloroso, o hinchado con fiebre: posible celulitis periorbitaria → amarillo con enlace a hinchazon_local (NICE NG141: considerar derivación); con dolor al mover el ojo, ojo desplazado o visión doble → rojo (celulitis orbitaria, NICE NG141: derivar al hospital). Párpado hinchado que solo pica, sin fiebre: alergia o picadura → verde con enlace a hinchazon_local.',
    'Conjuntivitis simple: SEUP la pone en "pediatra, no urgente" y Healthier Together en autocuidado → verde con higiene y red de seguridad. HSE aconseja consultar si el ojo sigue rojo más de 2 días; se recoge como consulta no urgente si no va a mejor en 2-3 días. No se sugiere ningún medicamento (los colirios necesitan valoración).',
    'Puertas equivocadas: un ojo rojo puede ser la parte visible de otra enfermedad. Celulitis orbitaria (dolor al mover el ojo, ojo que sobresale → rojo; párpado rojo, hinchado y doloroso → amarillo; remite a hinchazon_local); quemadura química o lesión penetrante (→ rojo); glaucoma, uveítis o queratitis (dolor muy intenso, visión borrosa, mucha molestia a la luz → rojo o amarillo); conjuntivitis del recién nacido (menor de 28 días → amarillo); meningitis (con fiebre, molestia a la luz o dolor de cabeza, se pregunta por el cuello rígido, los vómitos o la somnolencia → rojo; manchas que no se borran → rojo; NICE NG143); enfermedad de Kawasaki (ojos rojos con fiebre de 5 días o más → amarillo, con sus otros signos en el consejo; NICE NG143 ámbar: fiebre de 5 días o más, valorar Kawasaki); fiebre en menores de 3 meses → rojo, 39 °C a los 3-6 meses → amarillo (preguntas compartidas de banderas-lactante); herpes (ampollas junto al ojo → amarillo).',
    'Patrón habitual (issue 9, patrón 3): la conjuntivitis con legañas o el picor de ojos de la alergia de cada primavera en un niño que está bien → verde con higiene; lo que cambia (dolor, visión, luz, párpado doloroso, fiebre de días) escala. Formas leve y grave (patrón 5): el dolor (picor o arenilla; duele pero lo abre; dolor muy intenso) y el párpado (normal; hinchado que pica; rojo, hinchado y doloroso) se preguntan en escalones, como ya hacía.',
    'Producto en el ojo, forma leve y forma grave (issue 9, patrón 5, ronda 2): antes cualquier producto en el ojo era rojo, desde la lejía hasta el champú. Schmitt-Thompson ("Eye - Chemical In") separa los productos de uso diario que no dañan el ojo (jabón, champú, gel de baño, cosméticos, crema, protector solar, desodorante, pasta de dientes, agua de la piscina; el alcohol, la colonia y el gel de manos escuecen y casi siempre son inofensivos) de los ácidos y los álcalis (desatascadores, limpiahornos, limpiadores del baño, lavavajillas, cal, lejía…), que queman la córnea. La lista de Mayo Clinic dice "salpicadura química → urgencias" sin separar; eMedicineHealth y Schmitt sí: un irritante con molestias leves o ninguna se vigila en casa, y el dolor, la visión borrosa o no poder abrir el ojo tras lavarlo → urgencias. Elegimos: producto fuerte o desconocido → rojo, como antes; producto de uso diario → lavar 15-20 minutos y, si después sigue doliendo, ve borroso, no abre el ojo o le molesta mucho la luz → rojo (Schmitt: "si los síntomas persisten, urgencias"); si no → verde con red de seguridad. El pegamento va con los fuertes (puede pegar los párpados y dañar la córnea).',
    'Producto en el ojo, ronda 8: la ronda 2 mandaba a rojo cualquier producto de uso diario que siguiera molestando después de lavar. Schmitt-Thompson ("Eye - Chemical In": el alcohol, el gel de manos y los sprays de pelo solo irritan) y las guías de lesión química del ojo separan el daño por ácidos y álcalis (urgencia) de la irritación que persiste por un producto no corrosivo (gel de manos, jabón, champú, la mayoría de los sprays de casa), que necesita un examen del ojo el mismo día. Elegimos: producto fuerte o desconocido (lejía, amoniaco, desatascador, limpiahornos, cal, cemento, detergente de lavavajillas o de lavadora) → rojo; producto de uso diario que sigue doliendo, muy rojo o con molestia a la luz tras lavar 15-20 minutos → amarillo (pregunta nueva producto_molestia; la antigua quimico_molestia mezclaba esto con ver mal y no abrir el ojo); perder la vista o ver sangre dentro del ojo → rojo con una pregunta nueva (vista_perdida) que se hace a todos. El dolor muy intenso sigue en rojo salvo que venga de un producto no corrosivo, una lentilla, un arañazo o algo que le entró, donde va a amarillo (ver abajo). La pregunta del producto cambia de id (quimico → producto_ojo) porque el pegamento sale de la lista de fuertes y tiene opción propia, y los detergentes de lavadora y lavavajillas entran en ella.',
    'Pegamento instantáneo (cianoacrilato): no es un veneno; el fabricante (Super Glue Corporation) y FPnotebook piden lavar con agua templada, no forzar los párpados ni usar acetona, y que lo vea oftalmología; los párpados se despegan solos en 1-4 días. Elegimos amarillo (examen del ojo el mismo día por si queda un trozo que araña la córnea), y rojo solo si deja de ver (vista_perdida).',
    'Dolor en el ojo tras lentillas, un arañazo o algo que le entró (ronda 8): Wipperman (Am Fam Physician 2013) y NHS Lothian describen la abrasión corneal y la queratitis por lentillas con dolor intenso, lagrimeo, molestia a la luz y visión borrosa, y piden examen con fluoresceína y oftalmología el mismo día, no una ambulancia; derivan urgente la lesión penetrante, la pérdida importante de visión y la úlcera. Elegimos: en esos contextos el dolor muy intenso y la visión borrosa → amarillo; lesión penetrante (objeto clavado), sangre delante del iris, pérdida brusca de visión, producto fuerte y signos de órbita → rojo. Tras un golpe (traumatismo cerrado) el dolor muy intenso y la visión borrosa siguen en rojo. La opción "se ha arañado el ojo" se añade a la pregunta lesion sin cambiar el sentido de las demás.',
    'Párpado (ronda 8): NICE CKS "Styes": el orzuelo es un absceso pequeño del borde del párpado que se cura solo; compresas templadas, no pincharlo → verde con red de seguridad (pregunta nueva orzuelo, solo si todo lo demás del ojo está normal). Párpado hinchado con fiebre que se abre, se mueve sin dolor y ve bien (celulitis preseptal) → amarillo; dolor al mover el ojo, ojo que sobresale, no poder abrirlo, ver borroso o doble con el párpado hinchado y fiebre, o un niño muy enfermo → rojo (celulitis orbitaria; NICE NG141: derivar al hospital).',
    'Ronda 9, alimentos y sprays que irritan (pregunta producto_ojo con una opción nueva, "algo que pica o irrita pero no quema", sin cambiar el sentido de las demás): la guindilla, la salsa picante y el spray de pimienta (capsaicina), el jugo de la cebolla y los cítricos dan un escozor intenso, lagrimeo y ojo muy rojo, pero no son ácidos ni álcalis que quemen la córnea (NPIC, ficha de la capsaicina: irritación intensa y pasajera; Schmitt-Thompson "Eye - Chemical In": los irritantes se lavan y se vigilan en casa). Antes el padre no encontraba su opción y acababa en "un producto fuerte o no sé cuál" (rojo). Elegimos: lavado con agua abundante y, si ya no duele y ve bien → verde con red de seguridad; si después de lavar 15-20 minutos le sigue doliendo, sigue muy rojo o le molesta la luz (producto_molestia) o ve borroso (vision) → amarillo; el dolor muy intenso tras un irritante va a amarillo como con los productos de uso diario; perder la vista (vista_perdida) → rojo.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" → amarillo (NICE NG143); la preocupación de los padres no sube el nivel y añade al resultado la teleconsulta y cuándo ir igualmente.',
    'Ronda 12, manchas de sangre en el ojo de un recién nacido: antes cualquier ojo rojo en menores de 28 días era amarillo, también las manchas rojas planas en lo blanco del ojo que tiene desde el parto (hemorragia subconjuntival por la presión del parto, muy frecuente tras un parto vaginal y más con ventosa o fórceps, que no duele, no afecta a la vista y se va en 1-2 semanas; AAP HealthyChildren; The Bump, pediatra). Ahora a los menores de 28 días se les pregunta qué le ven en el ojo (pregunta nueva ojo_recien_nacido). Manchas de sangre desde el parto, sin legañas ni lagrimeo, con los párpados normales (pregunta parpado), sin moratones ni puntitos en el cuerpo, sin sangrar por el ombligo, la nariz o la boca, abriendo los ojos, comiendo bien y sin fiebre (pregunta nueva derrame_alarma y las de siempre) → verde, con cuándo volver. Las legañas, el pus, el ojo pegado o que lagrimea, todo el ojo rojo, un ojo que se pone rojo después de los primeros días, o los párpados hinchados o rojos → amarillo como antes (Healthier Together y Alder Hey: ojo pegajoso en menores de 28 días, ámbar; conjuntivitis neonatal). Los moratones o puntitos en otras partes del cuerpo o un sangrado por el ombligo, la nariz o la boca → amarillo (NICE CG89 1.1.2 y NG76: moratones sin explicación adecuada en un bebé que todavía no se desplaza; también puede ser un problema de coagulación). La marca de la ventosa o del fórceps en la cabeza que ya vieron en la maternidad no cuenta como moratón. Un bebé de más de 28 días con manchas de sangre en el ojo no tiene esa explicación del parto; esta ronda no añade una pregunta para él (revisar con pediatría).',
    'Ronda 16, Stevens-Johnson y mucositis por Mycoplasma por la puerta del ojo (pregunta nueva ojos_boca_llagas, compartida con dolor_garganta y, dentro de piel_grave2, con problemas_piel; banderas-mucosas.ts): los dos ojos rojos a la vez que llagas o heridas dentro de la boca, o labios con costras, en carne viva o que sangran, con o sin ampollas o manchas en diana en la piel, son una afectación de dos mucosas: síndrome de Stevens-Johnson o necrólisis epidérmica tóxica (guía de la Asociación Británica de Dermatólogos para niños y jóvenes, 2018; guía clínica del RCH Melbourne, citada por el brief y no releída aquí) o su forma tras una infección por Mycoplasma (Canavan 2015: boca en el 94 %, conjuntivitis de los dos ojos en el 82 %, a menudo sin apenas lesiones en la piel). Se tratan en el hospital y el ojo necesita un oftalmólogo pronto (cicatrices, ceguera) → rojo, a urgencias ahora, sin la siguiente dosis de un medicamento nuevo, sin colirios ni cremas (NICE CKS Red eye, citada por el brief: el ojo rojo con signos de enfermedad general se deriva). Antes este flujo no preguntaba la boca, y unos ojos rojos con fiebre salían verde como una conjuntivitis por virus. Se pregunta pronto, tras el producto y la lesión, solo cuando no ha entrado ningún producto ni ha habido una lesión (un ojo que se ha manchado o golpeado no es esto). No cuentan los labios solo secos, rojos o agrietados sin costras ni heridas (los de la enfermedad de Kawasaki, que sigue en amarillo por la fiebre de 5 días), una sola calentura en el borde del labio ni unas legañas sin llagas en la boca. La fiebre no se exige (suele haberla, pero no siempre se ha medido). Revisar con pediatría si debería pedirse también en los mayores con un ojo solo.',
    'Ronda 19, producto en el ojo, forma leve y forma grave: (1) la opción de los productos de uso diario tiene un texto nuevo que añade el líquido de las pulseras o barritas luminosas y las témperas, acuarelas, ceras y pintura de dedos (National Capital Poison Center, "Glow sticks": no son venenosas, escuecen en el ojo y se lavan con agua; Carolinas Poison Center: baja toxicidad, lavar y llamar solo si persisten las molestias); antes el padre no las encontraba y acababa en «un producto fuerte o no sé cuál» (rojo). La opción de los fuertes tiene también texto nuevo: añade el yeso y los disolventes (aguarrás, quitaesmalte, gasolina), que siguen en rojo, como lo que no se sabe qué era. (2) La pregunta de después de lavar cambia de id (producto_molestia → producto_despues) y se gradúa: ya no duele, lo abre bien, la luz no le molesta y ve igual con cada ojo (tapando uno y luego el otro), como mucho un poco rosado → verde, con el Servicio de Información Toxicológica como primera acción y red de seguridad (dolor, molestia a la luz, visión borrosa o rojez que va a más en las horas siguientes → médico ese mismo día); sigue escociendo o muy rojo pero lo abre, la luz no molesta y ve igual → amarillo, como en la ronda 8; sigue doliendo, no lo abre bien, le molesta la luz o ve peor → rojo tras un producto de uso diario (antes amarillo), y también el dolor muy intenso o la visión borrosa tras ese producto (antes amarillo). Fuentes y desacuerdo: webPOISONCONTROL (National Capital Poison Center) pide un examen urgente del ojo, en urgencias si no hay oftalmólogo enseguida, cuando el dolor, la irritación, la visión alterada o la rojez siguen una hora después de empezar a lavar, y urgencias sin esperar si son intensos; el NHS ("Eye injuries") manda a urgencias cualquier producto químico en el ojo; Schmitt-Thompson y las guías de la ronda 8 piden un examen el mismo día para la irritación que persiste tras un producto no corrosivo. Elegimos la lectura prudente para lo que indica daño de la córnea (dolor, ojo cerrado, luz, vista) y dejamos la ronda 8 para el escozor o la rojez sin esos signos. Tras la guindilla, la cebolla o los cítricos (ronda 9) el dolor que sigue o la luz siguen en amarillo: la capsaicina duele mucho rato sin dañar el ojo (NPIC). El alcohol y el gel de manos siguen en la opción de uso diario (Schmitt-Thompson); si después duelen, molesta la luz o ve peor, ahora es rojo.',
  ].join('\n\n'),
  avisos: [AVISO_PREOCUPADO],
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'recien_nacido',
      texto: '¿Tiene menos de 28 días (4 semanas)?',
      tipo: 'si_no',
      mostrar_si: "edad_rango = '0-3 meses'",
      alarma: ['si'],
    },
    {
      // Round 12: a newborn's bloodshot eye from the birth is told from a sticky eye (AAP; Healthier Together).
      id: 'ojo_recien_nacido',
      texto: '¿Qué le ves en el ojo?',
      tipo: 'opciones',
      opciones: [OJO_RECIEN_NACIDO.sangre, OJO_RECIEN_NACIDO.otro],
      ayuda:
        'Después del parto es frecuente que al bebé se le vean en lo blanco del ojo manchas o rayas de sangre, rojas y planas, por la presión del parto: no duelen, no le quitan la vista y se van solas en 1-2 semanas. Si además tiene legañas o lagrimea, o no lo tenía al nacer, elige la segunda opción.',
      mostrar_si: "edad_rango = '0-3 meses' AND recien_nacido = 'si'",
      alarma: [OJO_RECIEN_NACIDO.otro],
    },
    {
      id: 'derrame_alarma',
      texto:
        '¿Tiene moratones o puntitos rojos o morados en el cuerpo, los brazos o las piernas, le sangra el ombligo, la nariz o la boca, o está flojo, muy dormido o come peor de lo normal?',
      tipo: 'si_no',
      ayuda: 'La marca o el bulto de la ventosa o del fórceps en la cabeza, que ya os explicaron en la maternidad, no cuenta.',
      mostrar_si: `edad_rango = '0-3 meses' AND recien_nacido = 'si' AND ojo_recien_nacido = '${OJO_RECIEN_NACIDO.sangre}'`,
      alarma: ['si'],
    },
    {
      id: 'producto_ojo',
      texto: '¿Le ha entrado en el ojo algún producto?',
      tipo: 'opciones',
      opciones: [PRODUCTO_OJO.no, PRODUCTO_OJO.suave, PRODUCTO_OJO.picante, PRODUCTO_OJO.pegamento, PRODUCTO_OJO.fuerte],
      ayuda:
        'Si es así, antes de seguir lávale el ojo con agua templada del grifo durante 15-20 minutos, con el ojo bien abierto. Si es pegamento y los párpados se han pegado, lávalos con agua templada pero no intentes separarlos. La guindilla, el spray de pimienta, la cebolla y los cítricos escuecen muchísimo y ponen el ojo muy rojo, pero no lo queman: elige su opción. Si no sabes qué producto era o no está en ninguna de las listas, elige la última opción.',
      alarma: [PRODUCTO_OJO.fuerte],
    },
    {
      // Round 19: a new id (it was the si_no 'producto_molestia'): stinging or redness apart from pain, closed eye, light or sight.
      id: 'producto_despues',
      texto: 'Después de lavarle el ojo con agua templada 15-20 minutos, ¿cómo está?',
      tipo: 'opciones',
      opciones: [OJO_DESPUES.bien, OJO_DESPUES.escuece, OJO_DESPUES.mal],
      ayuda:
        'Es normal que escueza unos minutos después de lavarlo: espera un rato y contesta. Para saber si ve igual, tápale un ojo y luego el otro y pregúntale qué ve; en un bebé, mira si sigue una cara o un juguete con cada ojo. Si encaja más de una opción, elige la que esté más abajo.',
      // Round 9: also after chilli, pepper spray, onion or citrus (irritants, not caustics).
      mostrar_si: `producto_ojo IN ${lista([PRODUCTO_OJO.suave, PRODUCTO_OJO.picante])}`,
      // Only the red answer: the stinging one is amber, and switching from the red answer to it rightly lowers the level.
      alarma: [OJO_DESPUES.mal],
    },
    {
      id: 'lesion',
      texto: '¿Le ha pasado algo en el ojo?',
      tipo: 'opciones',
      opciones: [LESION.no, LESION.algoPequeno, LESION.aranazo, LESION.golpe, LESION.clavado],
      alarma: [LESION.clavado],
    },
    {
      // Round 16: Stevens-Johnson syndrome or Mycoplasma mucositis behind the eye door (banderas-mucosas.ts); not after a product or an injury.
      ...PREGUNTA_OJOS_BOCA,
      mostrar_si: `producto_ojo = '${PRODUCTO_OJO.no}' AND lesion = '${LESION.no}'`,
    },
    {
      id: 'sigue_molestando',
      texto:
        'Después de lavarle el ojo con agua abundante, ¿sigue notando algo dentro, le sigue doliendo, no puede abrirlo o le lagrimea sin parar?',
      tipo: 'si_no',
      ayuda: 'Lava el ojo con agua templada o suero, con el ojo bien abierto, durante unos minutos. No intentes sacar nada con los dedos ni con pinzas.',
      mostrar_si: `lesion IN ${lista([LESION.algoPequeno, LESION.aranazo])}`,
      alarma: ['si'],
    },
    {
      id: 'dolor',
      texto: '¿Le duele el ojo?',
      tipo: 'opciones',
      opciones: [DOLOR.no, DOLOR.duele, DOLOR.mucho],
      ayuda: 'En un bebé, piensa en si llora mucho más de lo normal o no quiere abrir el ojo.',
      alarma: [DOLOR.mucho],
    },
    {
      id: 'vista_perdida',
      texto:
        '¿Ha dejado de ver de repente con ese ojo o ve muchísimo peor (solo distingue luces o bultos), o ves sangre dentro del ojo, por delante de la parte de color?',
      tipo: 'si_no',
      ayuda:
        'Tápale el ojo sano y pregúntale qué ve con el otro. En un bebé, mira si sigue con ese ojo una cara o un juguete. Ver algo borroso o lagrimear no es esto: se pregunta después.',
      mostrar_si: `producto_ojo IN ${lista([PRODUCTO_OJO.suave, PRODUCTO_OJO.picante, PRODUCTO_OJO.pegamento])} OR lesion IN ${lista([LESION.algoPequeno, LESION.aranazo, LESION.golpe])} OR dolor = '${DOLOR.mucho}'`,
      alarma: ['si'],
    },
    {
      id: 'no_abre',
      texto: '¿Tiene el párpado tan hinchado que no puede abrir el ojo?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'vision',
      texto: '¿Ve borroso o peor que antes aunque le limpies las legañas, o ve doble?',
      tipo: 'si_no',
      ayuda: 'En niños mayores, tápale el ojo sano y pregúntale qué ve con el otro.',
      alarma: ['si'],
    },
    {
      id: 'luz_cabeza',
      texto: '¿Le molesta tanto la luz normal de casa que cierra los ojos o se los tapa, o tiene un dolor de cabeza fuerte?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'parpado',
      texto: '¿Tiene el párpado o la piel alrededor del ojo hinchados?',
      tipo: 'opciones',
      opciones: [PARPADO.no, PARPADO.pica, PARPADO.duele],
      alarma: [PARPADO.duele],
    },
    {
      id: 'orzuelo',
      texto:
        '¿Es solo un granito o bultito en el borde del párpado, junto a las pestañas, que duele al tocarlo (a veces con una punta amarilla), y el resto del párpado y el ojo están normales y lo abre del todo?',
      tipo: 'si_no',
      ayuda:
        'Eso es un orzuelo. Si todo el párpado está rojo e hinchado, o la piel de alrededor del ojo, responde No.',
      mostrar_si: `parpado IN ${lista([PARPADO.pica, PARPADO.duele])}`,
    },
    {
      id: 'orbita',
      texto: '¿Le duele al mover el ojo, no lo puede mover bien o parece que el ojo sobresale hacia fuera?',
      tipo: 'si_no',
      mostrar_si: `parpado IN ${lista([PARPADO.pica, PARPADO.duele])}`,
      alarma: ['si'],
    },
    {
      id: 'ampollas',
      texto: '¿Le han salido ampollitas o granitos con líquido en el párpado o al lado del ojo?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'fiebre',
      texto: '¿Tiene fiebre (38 °C o más)?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    preguntaFiebre39(),
    preguntaDiasFiebre(),
    { ...PREGUNTA_MANCHAS, mostrar_si: CON_FIEBRE },
    {
      id: 'meningitis',
      texto: '¿Tiene además el cuello rígido (no puede bajar la barbilla al pecho), vomita o está cada vez más adormilado?',
      tipo: 'si_no',
      ayuda: 'La luz molesta y el dolor de cabeza con fiebre pueden ser de un virus, pero junto a estos signos hay que descartar una meningitis.',
      mostrar_si: `${CON_FIEBRE} AND luz_cabeza = 'si'`,
      alarma: ['si'],
    },
    {
      id: 'lentillas',
      texto: '¿Lleva lentillas?',
      tipo: 'si_no',
      mostrar_si: `edad_rango IN ${lista(EDADES_LENTILLAS)}`,
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      `producto_ojo = '${PRODUCTO_OJO.fuerte}'`,
      'Producto químico en el ojo',
      [
        'Lo primero: lávale el ojo con agua templada del grifo (o suero) durante 15-20 minutos, con el ojo bien abierto y la cabeza ladeada para que el agua no pase al otro ojo. Si lleva lentillas, quítaselas. Si estás solo, llama al 112 con el altavoz mientras lo lavas.',
        'Después ve a urgencias aunque parezca que está mejor, y lleva el envase del producto. La lejía, el amoniaco, los limpiahornos, la cal, el cemento y los detergentes de lavavajillas y lavadora son los más peligrosos: queman el ojo aunque al principio duela poco.',
        'No intentes neutralizar el producto con otra cosa (ni leche, ni vinagre).',
      ],
    ),
    rojo(
      `producto_ojo = '${PRODUCTO_OJO.suave}' AND (producto_despues = '${OJO_DESPUES.mal}' OR dolor = '${DOLOR.mucho}' OR vision = 'si')`,
      'Producto en el ojo que sigue doliendo, no se abre, molesta la luz o ve peor después de lavarlo',
      [
        'Aunque el producto no sea corrosivo, si después de lavarlo 15-20 minutos le sigue doliendo, no puede abrir el ojo, le molesta la luz o ve peor con ese ojo, puede haber dañado la superficie del ojo (la córnea): los centros de toxicología piden que lo examinen enseguida, en urgencias (mejor con oftalmólogo).',
        'Sigue lavándolo con agua templada o suero mientras os preparáis. Si lleva lentillas, quítaselas. Lleva el envase del producto.',
        `Por el camino puedes llamar al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas), sin retrasar la salida.`,
      ],
    ),
    rojo(
      "vista_perdida = 'si'",
      'Pérdida brusca de visión o sangre dentro del ojo',
      [
        'Dejar de ver de repente con un ojo, o ver sangre por delante de la parte de color del ojo, necesita que lo vea hoy mismo un oftalmólogo en urgencias.',
        'Que no se frote el ojo, que esté sentado o recostado con la cabeza alta y que no coma ni beba por si hay que hacerle algo.',
        'Si le ha entrado un producto, sigue lavando el ojo con agua templada mientras os preparáis y lleva el envase.',
      ],
    ),
    rojo(
      `lesion = '${LESION.clavado}'`,
      'Objeto clavado o impacto fuerte en el ojo',
      [
        'No intentes sacar nada que esté clavado y no aprietes el ojo. Tápalo sin presionar con un vaso de plástico o un cono de papel sujeto con esparadrapo.',
        'Que no se frote el ojo y que no coma ni beba por si hay que operarle.',
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      `dolor = '${DOLOR.mucho}' AND lesion IN ${lista([LESION.no, LESION.golpe])} AND producto_ojo IN ${lista([PRODUCTO_OJO.no, PRODUCTO_OJO.fuerte])} AND (edad_rango NOT IN ${lista(EDADES_LENTILLAS)} OR lentillas = 'no')`,
      'Ojo rojo con dolor muy intenso',
      ['Un dolor muy fuerte con el ojo rojo puede ser una lesión o una infección del ojo que necesita verse hoy mismo en urgencias.'],
    ),
    rojo(
      "no_abre = 'si'",
      'Párpado tan hinchado que no puede abrir el ojo',
      ['Una hinchazón que cierra el ojo puede ser una infección alrededor del ojo y necesita valoración urgente.'],
      { ver_tambien: ['hinchazon_local'] },
    ),
    rojo(
      "orbita = 'si'",
      'Posible infección detrás del ojo (celulitis orbitaria)',
      ['El dolor al mover el ojo, el ojo que no se mueve bien o que sobresale junto a un párpado hinchado pueden ser una infección detrás del ojo que necesita tratamiento en el hospital.'],
      { ver_tambien: ['hinchazon_local'] },
    ),
    rojo(`${PREGUNTA_OJOS_BOCA.id} = 'si'`, TITULO_OJOS_BOCA, [...CONSEJOS_OJOS_BOCA], {
      acciones_sugeridas: [ACCION.urgenciasAhora, 'Llama al 112 si empeora'],
      ver_tambien: ['problemas_piel', 'reaccion_alergica'],
    }),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Ojo rojo con fiebre y manchas que no se borran al apretar',
      [
        'Las manchas rojas o moradas que no se borran con la prueba del vaso, con fiebre, pueden ser una infección grave (meningococo): ve sin esperar.',
        'Si está muy decaído, pálido o le cuesta respirar, llama al 112.',
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['fiebre', 'problemas_piel'] },
    ),
    rojo(
      "meningitis = 'si'",
      'Fiebre con molestia a la luz o dolor de cabeza y cuello rígido, vómitos o somnolencia',
      [
        'La fiebre con molestia a la luz o dolor de cabeza fuerte, junto con el cuello rígido, vómitos o cada vez más sueño, puede ser una meningitis (NICE NG143: rigidez de nuca, signo rojo): necesita atención inmediata.',
        'Si deja de responder o tiene una convulsión, llama al 112.',
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['fiebre'] },
    ),
    rojo(
      "edad_rango = '0-3 meses' AND fiebre = 'si'",
      'Ojo rojo con fiebre en menor de 3 meses',
      [
        'En un bebé de menos de 3 meses, 38 °C o más necesita que lo vea un médico enseguida aunque parezca estar bien.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      `lesion = '${LESION.golpe}' AND vision = 'si'`,
      'Golpe en el ojo con cambios en la visión',
      ['Ver borroso o doble después de un golpe en el ojo necesita valoración urgente: puede haber sangre o una lesión dentro del ojo.'],
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      `parpado IN ${lista([PARPADO.pica, PARPADO.duele])} AND fiebre = 'si' AND (vision = 'si' OR muy_enfermo = 'si')`,
      'Párpado hinchado con fiebre y visión alterada o muy enfermo (posible celulitis orbitaria)',
      [
        'Un párpado hinchado con fiebre y que además ve borroso o doble, o un niño que está muy enfermo, puede ser una infección que ha pasado detrás del ojo: necesita tratamiento en el hospital (NICE NG141).',
      ],
      { ver_tambien: ['hinchazon_local', 'fiebre'] },
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `producto_ojo = '${PRODUCTO_OJO.pegamento}'`,
      'Pegamento instantáneo en el ojo',
      [
        'El pegamento instantáneo no es un veneno y casi nunca deja daño, pero puede haber quedado un trocito que arañe el ojo: que lo vea hoy un médico (mejor un oftalmólogo).',
        'Lava el ojo y los párpados con agua templada. No intentes separar los párpados tirando de ellos, no cortes las pestañas y no uses acetona, quitaesmalte ni disolventes cerca del ojo. Los párpados se despegan solos en uno o varios días.',
        'Si deja de ver con ese ojo o el dolor es muy fuerte, ve a urgencias ahora.',
      ],
    ),
    amarillo(
      `producto_despues IN ${lista([OJO_DESPUES.escuece, OJO_DESPUES.mal])}`,
      'Producto en el ojo que sigue molestando después de lavarlo',
      [
        'Aunque el producto no sea corrosivo, si después de lavar el ojo 15-20 minutos le sigue doliendo, está muy rojo o le molesta la luz, puede haber irritado la superficie del ojo (la córnea): que lo examine hoy un médico, mejor un oftalmólogo.',
        'Sigue lavándolo con agua templada o suero si escuece. Que no se frote el ojo. Lleva el envase del producto.',
        'Si deja de ver con ese ojo, ve a urgencias ahora.',
      ],
    ),
    amarillo(
      `dolor = '${DOLOR.mucho}'`,
      'Dolor fuerte en el ojo tras una lentilla, un arañazo, algo que le entró o un producto (posible lesión de la córnea)',
      [
        'Un dolor fuerte con lagrimeo, molestia a la luz o visión borrosa después de llevar lentillas, de un arañazo o de que le entre algo puede ser un arañazo o una infección de la córnea: que lo examine hoy un médico, mejor un oftalmólogo.',
        'Si lleva lentillas, quítaselas y guárdalas con su estuche para llevarlas. No le tapes el ojo con un parche ni le pongas colirios que tengas en casa.',
        'Si deja de ver con ese ojo, ves sangre dentro del ojo o se le ha clavado algo, ve a urgencias ahora.',
      ],
    ),
    amarillo(
      `derrame_alarma = 'si'`,
      'Manchas de sangre en el ojo de un recién nacido con moratones, sangrado o que come peor',
      [
        'Las manchas de sangre en el ojo por el parto son frecuentes, pero si además tiene moratones o puntitos rojos o morados en el cuerpo, le sangra el ombligo, la nariz o la boca, o está flojo o come peor, que lo vea hoy un médico: hay que saber de dónde vienen y descartar un problema de la coagulación (NICE CG89).',
        'Ve a urgencias ahora si sangra y no para, vomita, está muy dormido o no quiere comer, o los moratones aumentan.',
      ],
    ),
    amarillo(
      `recien_nacido = 'si' AND (ojo_recien_nacido != '${OJO_RECIEN_NACIDO.sangre}' OR parpado != '${PARPADO.no}')`,
      'Ojo rojo o con legañas en un recién nacido',
      [
        'En los bebés de menos de 28 días, el ojo rojo o con legañas (conjuntivitis neonatal) debe valorarlo hoy un médico: algunas se deben a infecciones del parto que necesitan tratamiento.',
        'Mientras tanto, límpiale las legañas con una gasa y suero fisiológico, del lagrimal hacia fuera, una gasa para cada ojo. No le pongas leche materna ni colirios.',
        'Si el párpado se hincha mucho, sale mucho pus o tiene fiebre, ve a urgencias ahora.',
      ],
    ),
    amarillo(
      `lesion = '${LESION.golpe}'`,
      'Golpe en el ojo',
      [
        'Después de un golpe directo en el ojo, si el ojo se queda rojo o molesta, conviene que lo revise hoy un médico para descartar lesiones por dentro.',
        'Ponle frío envuelto en un paño sobre el párpado, sin apretar el ojo, 10 minutos varias veces.',
        'Si ve borroso o doble, le sale sangre dentro del ojo (en la parte de color) o vomita, ve a urgencias ahora.',
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    amarillo(
      "sigue_molestando = 'si'",
      'Algo en el ojo que sigue molestando',
      [
        'Si después de lavarlo sigue notando algo, le duele o no puede abrirlo, puede quedar un cuerpo extraño o un arañazo en la córnea: que lo vea hoy un médico.',
        'No intentes sacarlo con los dedos, pinzas ni bastoncillos, y que no se frote el ojo.',
      ],
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    amarillo(
      "vision = 'si'",
      'Ojo rojo con cambios en la visión',
      ['Ver borroso aunque le limpies las legañas, o ver doble, debe valorarlo hoy un médico.'],
    ),
    amarillo(
      "luz_cabeza = 'si'",
      'Ojo rojo con mucha molestia a la luz o dolor de cabeza fuerte',
      [
        'Una molestia fuerte a la luz o un dolor de cabeza fuerte con el ojo rojo puede ser una inflamación dentro del ojo y debe valorarse hoy.',
        'Si además tiene fiebre, el cuello rígido, vomita o está muy decaído, ve a urgencias ahora.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `(parpado = '${PARPADO.duele}' AND orzuelo = 'no') OR (parpado IN ${lista([PARPADO.pica, PARPADO.duele])} AND fiebre = 'si')`,
      'Párpado rojo e hinchado (posible celulitis alrededor del ojo)',
      [
        'Un párpado rojo, hinchado y doloroso, o hinchado con fiebre, puede ser una infección de la piel por delante del ojo (celulitis preseptal) que necesita antibiótico: que lo vea hoy un médico.',
        'Ve a urgencias ahora si no puede abrir el ojo, le duele al moverlo, el ojo sobresale, ve borroso o doble, o está decaído: son signos de que la infección ha pasado detrás del ojo.',
      ],
      { ver_tambien: ['hinchazon_local', 'fiebre'] },
    ),
    amarillo(
      "ampollas = 'si'",
      'Ampollas junto al ojo',
      [
        'Las ampollitas en el párpado o junto al ojo pueden deberse al virus del herpes, que puede afectar al ojo: que lo vea hoy un médico.',
        'Que no se toque ni se frote; lávale las manos a menudo.',
      ],
    ),
    amarillo(
      `lentillas = 'si' AND dolor = '${DOLOR.duele}'`,
      'Ojo rojo y doloroso en quien lleva lentillas',
      [
        'Quítale las lentillas y no se las vuelva a poner. En quien lleva lentillas, el ojo rojo con dolor puede ser una infección de la córnea: que lo vea hoy un médico (mejor un oftalmólogo).',
        'Lleva las lentillas y su estuche.',
      ],
    ),
    reglaFiebreAmbar([
      'Si además tiene los ojos rojos sin legañas, los labios rojos y agrietados, la lengua muy roja, manchas por el cuerpo o las manos y los pies hinchados, dilo al llegar: son signos de la enfermedad de Kawasaki.',
    ]),
    reglaMuyEnfermo(),
    // ---------------------------------------------------------------- verde
    {
      si: `recien_nacido = 'si' AND ojo_recien_nacido = '${OJO_RECIEN_NACIDO.sangre}'`,
      urgencia: 'verde',
      titulo: 'Manchas de sangre en lo blanco del ojo desde el parto, en un bebé que está bien',
      consejos: [
        'Las manchas rojas y planas en lo blanco del ojo que tiene desde el parto son pequeños derrames de sangre por la presión del parto (hemorragia subconjuntival). Son muy frecuentes, no le duelen ni le afectan a la vista y se van solas en 1-2 semanas, a veces cambiando a amarillento (AAP).',
        'No necesita colirios ni cremas. Límpiale los ojos como siempre, con una gasa y suero fisiológico.',
        consejoVuelveSi([
          'le salen legañas o pus, el ojo lagrimea o se le pega, o se le hinchan o enrojecen los párpados',
          'le aparecen moratones o puntitos rojos o morados en el cuerpo, o le sangra el ombligo, la nariz o la boca',
          'tiene fiebre (38 °C o más) o la temperatura baja (menos de 36 °C), está flojo, muy dormido o come peor',
          'le salen manchas rojas nuevas en el ojo o las que tiene crecen después de los primeros días',
        ]),
        consejoConsultaSi(['las manchas no se han ido a las 2-3 semanas']),
        'Enséñaselas a su pediatra en la próxima revisión del bebé.',
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `producto_ojo = '${PRODUCTO_OJO.suave}'`,
      urgencia: 'verde',
      titulo: 'Producto de uso diario en el ojo, ya lavado y sin molestias',
      consejos: [
        `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante para confirmar el producto y sigue lo que te digan.`,
        'El jabón, el champú, las cremas, el maquillaje, el protector solar, la pasta de dientes, el gel de manos, el agua de la piscina, el líquido de las pulseras luminosas o las témperas y ceras escuecen y ponen el ojo rojo un rato, pero casi nunca lo dañan (Schmitt-Thompson; centros de toxicología). Si después de lavarlo ya no le duele, lo abre bien, la luz no le molesta y ve igual con cada ojo, puede cuidarse en casa.',
        'Es normal que el ojo siga algo rosado unas horas. Que no se lo frote. Si escuece, lávalo otra vez con agua templada o unas gotas de suero fisiológico.',
        consejoVuelveSi([
          'en las próximas horas le vuelve a doler el ojo, le molesta la luz, ve borroso o el ojo se pone cada vez más rojo (que lo vea un médico ese mismo día)',
          'no puede abrir el ojo, ve mucho peor o le duele muchísimo (urgencias ahora)',
          'el párpado se hincha mucho o sale pus',
          'está decaído, muy adormilado o lo ves peor',
        ]),
        consejoConsultaSi(['el ojo sigue rojo o le molesta al día siguiente']),
      ],
      acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `producto_ojo = '${PRODUCTO_OJO.picante}'`,
      urgencia: 'verde',
      titulo: 'Guindilla, spray de pimienta, cebolla o cítricos en el ojo, ya lavado y sin molestias',
      consejos: [
        'La guindilla y el spray de pimienta (capsaicina), la cebolla y los cítricos irritan mucho: queman, ponen el ojo muy rojo y hacen llorar, pero no dañan el ojo. Si después de lavarlo con agua abundante ya no le duele y ve bien, puede cuidarse en casa.',
        'Lávale antes las manos y la cara con agua y jabón, para que no vuelva a llevarse el picante al ojo, y que no se lo frote. Si vuelve a escocer, lávalo otra vez con agua templada o suero; si lleva lentillas, quítaselas y no las uses hasta mañana.',
        'Es normal que el ojo siga algo rojo unas horas.',
        'Si después de 20 minutos lavándolo le sigue doliendo, ve borroso o no puede abrir el ojo, que lo vea hoy un médico.',
        VUELVE_SI,
        consejoConsultaSi(['el ojo sigue rojo o le molesta al día siguiente']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `lesion IN ${lista([LESION.algoPequeno, LESION.aranazo])}`,
      urgencia: 'verde',
      titulo: 'Le entró algo o se arañó el ojo y ya no molesta',
      consejos: [
        'Si después de lavarlo ya no nota nada, ve bien y no le duele, puede cuidarse en casa.',
        'Es normal que el ojo siga un poco rojo unas horas.',
        VUELVE_SI,
        consejoConsultaSi(['vuelve a notar algo, le molesta o lagrimea al día siguiente']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: "orzuelo = 'si'",
      urgencia: 'verde',
      titulo: 'Orzuelo (granito en el borde del párpado)',
      consejos: [
        'Un granito doloroso en el borde del párpado, con el ojo blanco, que lo abre bien y ve normal, es un orzuelo: una pequeña infección de la raíz de una pestaña que se cura sola en 1-2 semanas (NICE CKS).',
        'Ponle compresas templadas (un paño limpio mojado en agua templada, no caliente) 5-10 minutos, 3-4 veces al día, y masajea suavemente. No lo aprietes ni lo pinches. Toalla y paño de uso individual.',
        consejoVuelveSi([
          'todo el párpado o la piel de alrededor del ojo se pone roja e hinchada, o tiene fiebre',
          'le duele al mover el ojo, ve borroso o doble, o no puede abrir el ojo',
          'está decaído o lo ves peor',
        ]),
        consejoConsultaSi(['no mejora en 1-2 semanas, es muy grande o le salen a menudo']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `parpado = '${PARPADO.pica}'`,
      urgencia: 'verde',
      titulo: 'Párpado hinchado que pica, sin signos de infección',
      consejos: [
        'Un párpado hinchado que pica, sin dolor ni fiebre, suele deberse a una alergia, una picadura o a frotarse el ojo.',
        'Ponle paños fríos sobre el párpado y evita que se frote. Si puede ser una alergia (pica, lagrimea, estornuda), lávale la cara y las manos al volver de la calle.',
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['hinchazon_local'],
    },
    {
      si: "fiebre = 'si'",
      urgencia: 'verde',
      titulo: 'Ojo rojo con fiebre, sin signos de alarma',
      consejos: [
        'Algunos virus dan a la vez fiebre, catarro o dolor de garganta y conjuntivitis. Si está animado cuando le baja la fiebre, puede cuidarse en casa.',
        ...HIGIENE,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['fiebre'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Ojo rojo sin signos de alarma (probable conjuntivitis)',
      consejos: [
        'Lo más probable es una conjuntivitis: por virus (ojo rojo y lloroso, a menudo con catarro), por bacterias (legañas amarillas o verdes que pegan las pestañas) o por alergia (pican los dos ojos). Casi todas se curan solas.',
        ...HIGIENE,
        'En los bebés de 1 a 3 meses, el lagrimeo con legañas en un ojo suele deberse a un lagrimal tapado: masajea suavemente junto a la nariz, en el ángulo interno del ojo, varias veces al día.',
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
  ],
}, 'lesion');
