/**
 * The embedded files adapter: DATA_DIR/files, private to the server's user
 * (folders 0700, files 0600), one file per random key, never served as static
 * files — only through GET /api/archivos/:clave with a valid, unexpired
 * HMAC signature (routes.ts).
 */
import { chmod, mkdir, open, rename, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Reloj } from '../limits/ventana.ts';
import { comprobarSegundos, FORMATO_CLAVE, nuevaClave, presentacion, type Almacen, type Disposicion, type ObjetoLeido } from './almacen.ts';
import { firmaValida, firmar, type ParametrosEnlace } from './firma.ts';

/** The path of the local route; the key follows it. */
export const RUTA_ENLACES = '/api/archivos';

export type ComprobacionEnlace =
  | { readonly estado: 'valido'; readonly enlace: ParametrosEnlace; /** Seconds it has left. */ readonly restante: number }
  | { readonly estado: 'caducado' }
  | { readonly estado: 'no_valido' };

export interface AlmacenLocal extends Almacen {
  readonly modo: 'local';
  /** Checks a link's signature (constant time) and then its expiry, against the adapter's clock. */
  comprobarEnlace(clave: string, consulta: Readonly<Record<string, unknown>>): ComprobacionEnlace;
}

export interface OpcionesAlmacenLocal {
  /** DATA_DIR/files. Created (private) on first write, so an app that never stores a file leaves no trace. */
  readonly directorio: string;
  /** From derivarClaveEnlaces. */
  readonly claveEnlaces: Buffer;
  readonly reloj?: Reloj;
}

export function crearAlmacenLocal({ directorio, claveEnlaces, reloj = Date.now }: OpcionesAlmacenLocal): AlmacenLocal {
  // Two levels of folders (the key's first two characters) keep any one folder small.
  const rutaDe = (clave: string) => path.join(directorio, clave.slice(0, 2), clave);
  let raizLista: Promise<void> | null = null;
  const asegurarRaiz = () =>
    (raizLista ??= (async () => {
      await mkdir(directorio, { recursive: true, mode: 0o700 });
      // It may exist from before with wider modes (a copied backup, an old version).
      await chmod(directorio, 0o700);
    })());

  return {
    modo: 'local',

    async guardar(bytes) {
      await asegurarRaiz();
      const clave = nuevaClave();
      const ruta = rutaDe(clave);
      await mkdir(path.dirname(ruta), { recursive: true, mode: 0o700 });
      // Written aside and renamed: a reader never sees half a file, a crash leaves only a .tmp.
      const temporal = `${ruta}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporal, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temporal, ruta);
      return clave;
    },

    async leer(clave): Promise<ObjetoLeido | null> {
      if (!FORMATO_CLAVE.test(clave)) return null;
      let archivo;
      try {
        archivo = await open(rutaDe(clave), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const { size } = await archivo.stat();
        return { cuerpo: archivo.createReadStream(), tamano: size };
      } catch (error) {
        await archivo.close();
        throw error;
      }
    },

    async borrar(clave) {
      if (!FORMATO_CLAVE.test(clave)) return;
      await unlink(rutaDe(clave)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },

    async enlaceFirmado(clave, opciones) {
      if (!FORMATO_CLAVE.test(clave)) throw new RangeError('Clave de archivo no válida.');
      comprobarSegundos(opciones.segundos);
      const p = presentacion(opciones);
      const enlace: ParametrosEnlace = { clave, caduca: Math.floor(reloj() / 1000) + opciones.segundos, disposicion: p.disposicion, nombre: p.nombre, tipo: p.tipo };
      const consulta = new URLSearchParams({
        caduca: String(enlace.caduca),
        disposicion: enlace.disposicion,
        nombre: enlace.nombre,
        tipo: enlace.tipo,
        firma: firmar(claveEnlaces, enlace),
      });
      return `${RUTA_ENLACES}/${clave}?${consulta.toString()}`;
    },

    async cerrar() {
      // Nothing held open between calls.
    },

    comprobarEnlace(clave, consulta) {
      const { caduca, disposicion, nombre, tipo, firma } = consulta;
      if (
        !FORMATO_CLAVE.test(clave) ||
        typeof caduca !== 'string' ||
        !/^\d{1,12}$/.test(caduca) ||
        !esDisposicion(disposicion) ||
        typeof nombre !== 'string' ||
        typeof tipo !== 'string' ||
        typeof firma !== 'string'
      ) {
        return { estado: 'no_valido' };
      }
      const enlace: ParametrosEnlace = { clave, caduca: Number(caduca), disposicion, nombre, tipo };
      // The signature first: an expired link says so only if it is one of ours.
      if (!firmaValida(claveEnlaces, enlace, firma)) return { estado: 'no_valido' };
      const restante = enlace.caduca - Math.floor(reloj() / 1000);
      if (restante <= 0) return { estado: 'caducado' };
      // Ours, so already safe; checked again so a signing bug cannot turn into an inline PDF.
      const p = presentacion(enlace);
      if (p.disposicion !== disposicion || p.nombre !== nombre || p.tipo !== tipo) return { estado: 'no_valido' };
      return { estado: 'valido', enlace, restante };
    },
  };
}

function esDisposicion(valor: unknown): valor is Disposicion {
  return valor === 'inline' || valor === 'attachment';
}
