/**
 * SPEC §7 download: the file is fetched as a blob and saved under its name
 * sanitised to letters, digits, dot, underscore and hyphen (the same
 * sanitiser as the server's Content-Disposition).
 */
import { sanearNombreDescarga } from '../../../domain/archivos/validacion.ts';
import { rutaArchivo } from '../../../shared/chat.ts';
import { api } from '../../api/client.ts';

export async function descargarArchivo(consultaId: string, seq: number, nombre: string): Promise<void> {
  await descargarDesde(rutaArchivo(consultaId, seq, true), nombre);
}

/** Any of our file addresses (a message's file, a document's PDF), saved under its sanitised name. */
export async function descargarDesde(ruta: string, nombre: string): Promise<void> {
  const blob = await api.archivo(ruta);
  const url = URL.createObjectURL(blob);
  try {
    const enlace = document.createElement('a');
    enlace.href = url;
    enlace.download = sanearNombreDescarga(nombre);
    enlace.rel = 'noopener';
    document.body.append(enlace);
    enlace.click();
    enlace.remove();
  } finally {
    // Revoked a while later, not at once: some browsers read the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
