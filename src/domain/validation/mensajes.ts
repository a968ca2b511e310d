/** SPEC §5 validation messages, character for character. */
export const MENSAJES_VALIDACION = {
  numeroInvalido: 'Por favor, introduce un número válido',
  edadFueraDeRango: 'La edad debe estar entre 0 y 216 meses (18 años)',
  pesoFueraDeRango: 'El peso debe estar entre 0.5 y 150 kg',
  negativo: 'El valor no puede ser negativo',
  textoDemasiadoLargo: 'El texto no puede exceder 500 caracteres',
  textoNoPermitido: 'El texto contiene contenido no permitido',
} as const;
