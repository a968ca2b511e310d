/** The paid amount as the spec shows it: '€15.00' (SPEC §2 payment pages, §9). */
export function formatearImporte(centimos: number, moneda: string): string {
  const cifra = (centimos / 100).toFixed(2);
  return moneda.toLowerCase() === 'eur' ? `€${cifra}` : `${cifra} ${moneda.toUpperCase()}`;
}
