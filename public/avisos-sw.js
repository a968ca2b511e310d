/*
 * Notifications in the service worker (decision 0027), imported by the PWA's
 * worker (vite.config.ts, workbox importScripts). A push carries a title, a
 * line and a link to one of our pages — never health data — and only those
 * are shown. A tap brings the app to that page: an open tab if there is one,
 * a new one otherwise.
 */
'use strict';

(() => {
  const TITULO = 'Triaje Pediátrico';
  const CUERPO = 'Tienes novedades.';
  const INICIO = '/consultas';

  /** A path on our own origin, or the consultations page. */
  function rutaPropia(url) {
    try {
      const destino = new URL(typeof url === 'string' ? url : INICIO, self.location.origin);
      return destino.origin === self.location.origin ? destino.pathname + destino.search : INICIO;
    } catch {
      return INICIO;
    }
  }

  function texto(valor, defecto, maximo) {
    return typeof valor === 'string' && valor.trim() !== '' && valor.length <= maximo ? valor : defecto;
  }

  /** Exactly title, body and url from the payload; anything else in it is ignored. */
  function leerAviso(datos) {
    let aviso;
    try {
      aviso = datos ? datos.json() : {};
    } catch {
      aviso = {};
    }
    if (typeof aviso !== 'object' || aviso === null) aviso = {};
    return { title: texto(aviso.title, TITULO, 80), body: texto(aviso.body, CUERPO, 160), url: rutaPropia(aviso.url) };
  }

  self.addEventListener('push', (evento) => {
    const { title, body, url } = leerAviso(evento.data);
    evento.waitUntil(
      self.registration.showNotification(title, {
        body,
        lang: 'es',
        icon: '/icon-192.png',
        // One notification per page: new news of the same consultation replaces the old one and rings again.
        tag: url,
        renotify: true,
        data: { url },
      }),
    );
  });

  self.addEventListener('notificationclick', (evento) => {
    evento.notification.close();
    const destino = new URL(rutaPropia(evento.notification.data && evento.notification.data.url), self.location.origin).href;
    evento.waitUntil(
      (async () => {
        const ventanas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const exacta = ventanas.find((v) => v.url === destino);
        if (exacta) return exacta.focus();
        const deLaApp = ventanas.find((v) => new URL(v.url).origin === self.location.origin);
        if (deLaApp) {
          try {
            const navegada = await deLaApp.navigate(destino);
            if (navegada) return navegada.focus();
          } catch {
            // A tab this worker does not control cannot be navigated from here: a new one is opened instead.
          }
        }
        return self.clients.openWindow(destino);
      })(),
    );
  });

  // The push service replaced the subscription (Firefox does this): subscribe again with the same key and tell the server.
  self.addEventListener('pushsubscriptionchange', (evento) => {
    const anterior = evento.oldSubscription;
    const clave = anterior && anterior.options ? anterior.options.applicationServerKey : null;
    evento.waitUntil(
      (async () => {
        const nueva = evento.newSubscription || (clave ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: clave }) : null);
        if (!nueva) return;
        const pedir = (metodo, cuerpo) =>
          fetch('/api/avisos/suscripciones', { method: metodo, credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cuerpo) });
        await pedir('POST', nueva.toJSON());
        if (anterior && anterior.endpoint !== nueva.endpoint) await pedir('DELETE', { endpoint: anterior.endpoint });
      })().catch(() => undefined),
    );
  });
})();
