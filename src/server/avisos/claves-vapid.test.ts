import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { cargarClavesVapid, parVapidValido, sujetoVapid } from './claves-vapid.ts';

const directorios: string[] = [];
const nuevoDirectorio = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'triaje-vapid-'));
  directorios.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => {
  for (const d of directorios.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('without configuration a pair is generated once into the data directory, private to the server, and reused', () => {
    const dataDir = nuevoDirectorio();
    const config = loadConfig({ DATA_DIR: dataDir });
    const primeras = cargarClavesVapid(config);
    expect(parVapidValido(primeras.publicKey, primeras.privateKey)).toBe(true);
    const fichero = path.join(dataDir, 'vapid.json');
    expect(statSync(fichero).mode & 0o777).toBe(0o600);
    expect(cargarClavesVapid(config)).toEqual(primeras);
    expect(readFileSync(fichero, 'utf8')).toContain(primeras.publicKey);
  });

  it('a damaged key file stops the start with a clear message', () => {
    const dataDir = nuevoDirectorio();
    cargarClavesVapid(loadConfig({ DATA_DIR: dataDir }));
    writeFileSync(path.join(dataDir, 'vapid.json'), '{"publicKey":"x","privateKey":"y"}');
    expect(() => cargarClavesVapid(loadConfig({ DATA_DIR: dataDir }))).toThrow(/no contiene un par de claves VAPID válido/);
  });

  it('configured keys are used as given, both or neither, and must be a pair', () => {
    const par = webpush.generateVAPIDKeys();
    const otro = webpush.generateVAPIDKeys();
    const dataDir = nuevoDirectorio();
    const claves = cargarClavesVapid(loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: par.publicKey, VAPID_PRIVATE_KEY: par.privateKey }));
    expect([claves.publicKey, claves.privateKey]).toEqual([par.publicKey, par.privateKey]);
    expect(() => statSync(path.join(dataDir, 'vapid.json'))).toThrow();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: par.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: par.publicKey, VAPID_PRIVATE_KEY: otro.privateKey })).toThrow(/no es la clave pública/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'corta', VAPID_PRIVATE_KEY: par.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://clinica.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('the contact the push services see: configured, else the contact address, else an https site, else our sender', () => {
    const base = { VAPID_SUBJECT: undefined, CONTACT_EMAIL: undefined, PUBLIC_URL: 'http://localhost:3000', MAIL_FROM: 'Triaje Pediátrico <no-responder@localhost>' };
    expect(sujetoVapid({ ...base, VAPID_SUBJECT: 'mailto:push@clinica.es' })).toBe('mailto:push@clinica.es');
    expect(sujetoVapid({ ...base, CONTACT_EMAIL: 'hola@clinica.es', PUBLIC_URL: 'https://triaje.clinica.es' })).toBe('mailto:hola@clinica.es');
    expect(sujetoVapid({ ...base, PUBLIC_URL: 'https://triaje.clinica.es/' })).toBe('https://triaje.clinica.es');
    expect(sujetoVapid(base)).toBe('mailto:no-responder@localhost');
    expect(sujetoVapid({ ...base, MAIL_FROM: 'avisos@clinica.es' })).toBe('mailto:avisos@clinica.es');
  });

  it('the e-mail delay defaults to 5 minutes and is configurable', () => {
    expect(loadConfig({}).UNREAD_EMAIL_MINUTES).toBe(5);
    expect(loadConfig({ UNREAD_EMAIL_MINUTES: '15' }).UNREAD_EMAIL_MINUTES).toBe(15);
    expect(() => loadConfig({ UNREAD_EMAIL_MINUTES: '0' })).toThrow(ConfigError);
  });
});
