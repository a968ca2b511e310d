import { describe, expect, it } from 'vitest';
import { leerComando } from './admin-argumentos.ts';

const colegiacion = { numero: '282812345', provincia: 'Madrid' };

describe('npm run admin arguments', () => {
  it('reads each command, with the e-mail tidied', () => {
    expect(leerComando(['create-user', '--email', ' Ana@Clinica.ES ', '--role', 'pediatra', '--nombre', ' Ana '])).toEqual({
      ok: true,
      comando: { tipo: 'create-user', email: 'ana@clinica.es', rol: 'pediatra', nombre: 'Ana' },
    });
    expect(leerComando(['create-user', '--email', 'ana@clinica.es', '--role', 'admin'])).toMatchObject({ ok: true, comando: { nombre: '' } });
    expect(leerComando(['set-role', '--email', 'ana@clinica.es', '--role', 'user'])).toEqual({ ok: true, comando: { tipo: 'set-role', email: 'ana@clinica.es', rol: 'user' } });
    expect(leerComando(['require-2fa', '--email', 'ana@clinica.es'])).toMatchObject({ ok: true, comando: { requerir: true } });
    expect(leerComando(['require-2fa', '--email', 'ana@clinica.es', '--off'])).toMatchObject({ ok: true, comando: { requerir: false } });
  });

  it('reads set-colegiado with only the number and province, or with the whole identity', () => {
    expect(leerComando(['set-colegiado', '--email', 'ana@clinica.es', '--numero', '28 2812345', '--provincia', 'Madrid'])).toEqual({
      ok: true,
      comando: { tipo: 'set-colegiado', email: 'ana@clinica.es', identidad: { colegiacion } },
    });
    const completo = ['set-colegiado', '--email', 'ana@clinica.es', '--numero', '282812345', '--provincia', 'Madrid', '--nombre', 'Ana', '--apellidos', 'Ruiz  Gil', '--especialidad', 'Neonatología'];
    expect(leerComando(completo)).toEqual({
      ok: true,
      comando: { tipo: 'set-colegiado', email: 'ana@clinica.es', identidad: { colegiacion, nombre: 'Ana', apellidos: 'Ruiz Gil', especialidad: 'Neonatología' } },
    });
  });

  it.each([
    [[], 'Uso:'],
    [['borrar-todo', '--email', 'a@b.es'], 'Uso:'],
    [['set-role', '--email', 'x', '--role', 'admin'], 'Falta --email o no es válido.'],
    [['set-role', '--role', 'admin'], 'Falta --email'],
    [['set-role', '--email', 'a@b.es', '--role', 'root'], 'Falta --role (user, pediatra o admin).'],
    [['create-user', '--email', 'a@b.es'], 'Falta --role'],
    [['create-user', '--email', 'a@b.es', '--role', 'pediatra', '--nombre', 'A'], 'El nombre debe tener entre 2 y 60 caracteres'],
    [['set-role', '--emial', 'a@b.es'], 'Opción desconocida: --emial.'],
    [['set-role', '--email'], 'Falta el valor de --email'],
    [['set-role', 'suelto', '--email', 'a@b.es'], 'Sobra un argumento'],
    [['set-colegiado', '--email', 'a@b.es', '--provincia', 'Madrid'], 'Falta --numero'],
    [['set-colegiado', '--email', 'a@b.es', '--numero', '282812345'], 'Falta --provincia'],
    [['set-colegiado', '--email', 'a@b.es', '--numero', '12A45', '--provincia', 'Madrid'], 'entre 5 y 9 cifras'],
    [['set-colegiado', '--email', 'a@b.es', '--numero', '282812345', '--provincia', 'M4drid'], 'La provincia del colegio no es válida.'],
    [['set-colegiado', '--email', 'a@b.es', '--numero', '282812345', '--provincia', 'Madrid', '--nombre', '<b>'], 'El nombre'],
    [['set-colegiado', '--email', 'a@b.es', '--numero', '282812345', '--provincia', 'Madrid', '--apellidos', 'R'], 'Los apellidos'],
    [['set-colegiado', '--email', 'a@b.es', '--numero', '282812345', '--provincia', 'Madrid', '--especialidad', '1'], 'La especialidad'],
  ])('refuses %j: %s', (argv, mensaje) => {
    const r = leerComando(argv);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.mensaje).toContain(mensaje);
  });
});
