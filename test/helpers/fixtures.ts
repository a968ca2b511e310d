/** Answer sets and records the server tests share. */

/** A well child of 2-5 years with 38.5 °C for less than a day, 15 kg: a verde fever result. */
export const FIEBRE_LEVE = {
  edad_rango: '2-5 años',
  color: 'Normal, como siempre',
  respiracion: 'Respira con normalidad',
  actividad: 'Está como casi siempre: juega, sonríe o te hace caso, al menos cuando le baja la fiebre',
  manchas_piel: 'No tiene manchas',
  otra_urgencia: 'No, ninguna de estas',
  convulsion: 'no',
  rigidez_vomitos: 'no',
  signos_localizados: 'no',
  defensas_bajas: 'no',
  cateter_central: 'no',
  hidratacion: 'Bebe y hace pis más o menos como siempre',
  temperatura_medida: 'si',
  temperatura: 38.5,
  saturacion_oxigeno: 'No lo he medido, no tengo pulsioxímetro, o marca 96 % o más',
  dias_fiebre: 'Menos de 24 horas',
  otros_signos: 'no',
  sintomas_orina: 'no',
  otra_consulta: 'No, ninguna de estas',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 15,
} as const;

export const LUCAS = { nombre: 'Lucas', fecha_nacimiento: '2023-03-14', sexo: 'masculino', peso_kg: 14.5, peso_fecha: '2026-10-01' } as const;
