/**
 * Run in a fresh Node process by bench/documentos.ts, so the memory jsPDF
 * costs on first use is not mixed with anything else: prints one JSON line.
 */
import { componerDocumento, type DatosDocumento } from '../src/domain/documentos/componer.ts';

const datos: DatosDocumento = {
  clinica: { nombre: 'Clínica Pediátrica Ejemplo S.L.', datos: ['CIF B12345678', 'Calle Mayor 1, 28013 Madrid', 'Tel. 910 000 000'] },
  emisor: { nombre: 'Ana Ruiz Gil', especialidad: 'Pediatría', numeroColegiado: '282812345', provincia: 'Madrid' },
  paciente: { nombre: 'Lucía Pérez', edad: '4 años' },
  familiar: 'María López',
  emitidoAt: new Date(),
  referencia: 'A1B2C3D4',
  codigo: 'TP-7KQ2-M9XD-4HRT-ZP3W',
  urlVerificacion: 'https://triaje.example/verificar?codigo=TP-7KQ2-M9XD-4HRT-ZP3W',
  contenido: {
    tipo: 'informe',
    motivo: 'Fiebre de 48 horas y tos.',
    hallazgos: 'Buen estado general. '.repeat(60),
    valoracion: 'Infección respiratoria de vías altas.',
    plan: 'Antitérmico si malestar, líquidos, lavados nasales. '.repeat(20),
    signosAlarma: 'Dificultad para respirar, manchas que no desaparecen, decaimiento.',
  },
  esCierre: true,
};

const mb = () => process.memoryUsage().rss / 1024 / 1024;
const rssAntes = mb();
const t0 = performance.now();
const { dibujarPdf } = await import('../src/server/documentos/pdf.ts');
const primero = await dibujarPdf(componerDocumento(datos), datos.emitidoAt);
const primeroMs = performance.now() - t0;
const rssTrasPrimero = mb();
const tiempos: number[] = [];
let bytes = primero.byteLength;
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  bytes = (await dibujarPdf(componerDocumento(datos), datos.emitidoAt)).byteLength;
  tiempos.push(performance.now() - t);
}
tiempos.sort((a, b) => a - b);
const p = (q: number) => Number((tiempos[Math.min(tiempos.length - 1, Math.floor(q * tiempos.length))] ?? 0).toFixed(2));
process.stdout.write(
  `${JSON.stringify({ rssAntesMB: Math.round(rssAntes), rssTrasPrimeroMB: Math.round(rssTrasPrimero), rssFinalMB: Math.round(mb()), primeroMs: Math.round(primeroMs), p50ms: p(0.5), p99ms: p(0.99), bytes })}\n`,
);
