import { describe, expect, it } from 'vitest';
import { especialidadAGuardar, ESPECIALIDAD_POR_DEFECTO, lineaIdentidad, validarColegiacion, validarIdentidadProfesional, validarNombre } from './colegiado.ts';

describe('número de colegiado', () => {
  it('keeps the digits and a tidy province', () => {
    expect(validarColegiacion(' 28 2812-345 ', '  Santa Cruz de  Tenerife ')).toEqual({ ok: true, colegiacion: { numero: '282812345', provincia: 'Santa Cruz de Tenerife' } });
    expect(validarColegiacion('12345', 'A Coruña')).toMatchObject({ ok: true });
  });
  it.each([
    ['1234', 'Madrid'],
    ['1234567890', 'Madrid'],
    ['28281234A', 'Madrid'],
    ['', 'Madrid'],
    ['282812345', ''],
    ['282812345', 'M'],
    ['282812345', 'Madrid<script>'],
    ['282812345', 'x'.repeat(61)],
  ])('refuses %j in %j', (numero, provincia) => {
    expect(validarColegiacion(numero, provincia).ok).toBe(false);
  });
});

describe('the rest of the professional identity', () => {
  it('tidies the names and the specialty, and keeps only what was given', () => {
    expect(validarIdentidadProfesional({ numero: '282812345', provincia: 'Madrid', nombre: '  María  José ', apellidos: "O'Donnell-Ruiz", especialidad: ' Pediatría y sus Áreas  Específicas ' })).toEqual({
      ok: true,
      identidad: { colegiacion: { numero: '282812345', provincia: 'Madrid' }, nombre: 'María José', apellidos: "O'Donnell-Ruiz", especialidad: 'Pediatría y sus Áreas Específicas' },
    });
    expect(validarIdentidadProfesional({ numero: '282812345', provincia: 'Madrid' })).toEqual({ ok: true, identidad: { colegiacion: { numero: '282812345', provincia: 'Madrid' } } });
    expect(validarIdentidadProfesional({ numero: '12345', provincia: 'Lugo', nombre: 'Mª Ángeles', apellidos: 'Núñez', especialidad: 'Neumología (pediátrica)' })).toMatchObject({ ok: true });
    // Two spellings of 'José' (composed, and e + combining accent) are stored the same way.
    const descompuesto = validarNombre('Jose\u0301');
    expect(descompuesto).toEqual({ ok: true, valor: 'José' });
  });

  it.each([
    [{ nombre: 'A' }, 'El nombre debe tener entre 2 y 60 caracteres'],
    [{ nombre: 'x'.repeat(61) }, 'El nombre'],
    [{ nombre: 'Ana3' }, 'El nombre'],
    [{ nombre: '<b>Ana</b>' }, 'El nombre'],
    [{ nombre: '-Ana' }, 'El nombre'],
    [{ nombre: '   ' }, 'El nombre'],
    [{ apellidos: 'R' }, 'Los apellidos deben tener entre 2 y 80 caracteres'],
    [{ apellidos: 'Ruiz; drop table' }, 'Los apellidos'],
    [{ apellidos: 'y'.repeat(81) }, 'Los apellidos'],
    [{ especialidad: 'Pe' }, 'La especialidad debe tener entre 3 y 80 caracteres'],
    [{ especialidad: 'Pediatría 2' }, 'La especialidad'],
    [{ especialidad: 'z'.repeat(81) }, 'La especialidad'],
    [{ especialidad: '(Pediatría)' }, 'La especialidad'],
  ])('refuses %j with a Spanish reason', (campos, motivo) => {
    const r = validarIdentidadProfesional({ numero: '282812345', provincia: 'Madrid', ...campos });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.motivo).toContain(motivo);
  });

  it('checks the number first: a bad number is the answer even with a bad name', () => {
    expect(validarIdentidadProfesional({ numero: '12', provincia: 'Madrid', nombre: '1' })).toEqual({ ok: false, motivo: 'El número de colegiado debe tener entre 5 y 9 cifras.' });
  });

  it('stores the specialty given, else the one recorded, else Pediatría', () => {
    expect(especialidadAGuardar('Neonatología', 'Pediatría')).toBe('Neonatología');
    expect(especialidadAGuardar(undefined, 'Neonatología')).toBe('Neonatología');
    expect(especialidadAGuardar(undefined, null)).toBe(ESPECIALIDAD_POR_DEFECTO);
    expect(especialidadAGuardar(undefined, '  ')).toBe('Pediatría');
  });

  it('reads the identity on one line as the family sees it', () => {
    expect(lineaIdentidad({ nombre: 'Ana', apellidos: 'Ruiz Gil', especialidad: null, numero: '282812345', provincia: 'Madrid' })).toBe('Ana Ruiz Gil · Pediatría · Nº de colegiado 282812345 (Madrid)');
    expect(lineaIdentidad({ nombre: '', apellidos: '', especialidad: 'Neonatología', numero: '12345', provincia: null })).toBe('(sin nombre) · Neonatología · Nº de colegiado 12345');
  });
});
