import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventoTiempoReal } from '../../shared/consultas.ts';
import { conectarTiempoReal, leerEvento, retrasoReconexion, urlTiempoReal } from './tiempo-real.ts';

describe('reconnection backoff', () => {
  it('doubles from 1 s and stays at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => retrasoReconexion(n))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe('server messages', () => {
  it('accepts the two events of the contract and nothing else', () => {
    expect(leerEvento('{"tipo":"conectado"}')).toEqual({ tipo: 'conectado' });
    expect(leerEvento('{"tipo":"consulta","id":"abc","extra":1}')).toEqual({ tipo: 'consulta', id: 'abc' });
    for (const malo of ['', 'no json', '[]', 'null', '{"tipo":"consulta"}', '{"tipo":"consulta","id":""}', '{"tipo":"consulta","id":3}', '{"tipo":"otro"}']) {
      expect(leerEvento(malo)).toBeNull();
    }
    expect(leerEvento(new ArrayBuffer(2))).toBeNull();
    expect(leerEvento('{"tipo":"mensaje","consultaId":"c1","seq":4}')).toEqual({ tipo: 'mensaje', consultaId: 'c1', seq: 4 });
    expect(leerEvento('{"tipo":"leidos","consultaId":"c1"}')).toEqual({ tipo: 'leidos', consultaId: 'c1' });
    for (const malo of ['{"tipo":"mensaje","consultaId":"c1"}', '{"tipo":"mensaje","consultaId":"c1","seq":0}', '{"tipo":"mensaje","seq":2}', '{"tipo":"leidos","consultaId":""}']) {
      expect(leerEvento(malo)).toBeNull();
    }
  });

  it('uses wss on https pages', () => {
    expect(urlTiempoReal({ protocol: 'https:', host: 'triaje.example' })).toBe('wss://triaje.example/api/realtime');
    expect(urlTiempoReal({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/api/realtime');
  });
});

describe('the connection, against a real WebSocket server', () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it('reconnects after the server drops it, hears every event, and stays closed once closed', async () => {
    app = Fastify();
    await app.register(websocket);
    let conexiones = 0;
    const cierres: number[] = [];
    app.get('/api/realtime', { websocket: true }, (socket) => {
      conexiones++;
      socket.on('close', (codigo: number) => cierres.push(codigo));
      socket.send(JSON.stringify({ tipo: 'conectado' }));
      // The first connection is dropped at once, as a restarting server would.
      if (conexiones === 1) socket.close(1012);
      else socket.send(JSON.stringify({ tipo: 'consulta', id: 'c-1' }));
    });
    const direccion = await app.listen({ port: 0, host: '127.0.0.1' });

    const eventos: EventoTiempoReal[] = [];
    let avisar: () => void = () => undefined;
    const segundoEvento = new Promise<void>((resolver) => (avisar = resolver));
    const conexion = conectarTiempoReal({
      url: `${direccion.replace('http', 'ws')}/api/realtime`,
      retrasoInicialMs: 5,
      onEvento: (evento) => {
        eventos.push(evento);
        if (evento.tipo === 'consulta') avisar();
      },
    });
    await segundoEvento;
    expect(eventos).toEqual([{ tipo: 'conectado' }, { tipo: 'conectado' }, { tipo: 'consulta', id: 'c-1' }]);
    expect(conexiones).toBe(2);

    const cerrado = new Promise<void>((resolver) => app!.websocketServer.clients.forEach((s) => s.once('close', () => resolver())));
    conexion.cerrar();
    await cerrado;
    expect(cierres).toEqual([1012, 1000]);
  });
});
