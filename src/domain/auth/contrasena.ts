/**
 * Passwords people choose first and attackers try first (8+ characters, as
 * shorter ones are refused anyway), including common Spanish ones. A long
 * passphrase or any Unicode text is fine; these are not.
 */
const COMUNES = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888', '123123123',
  '11223344', '12344321', '147258369', '123456123', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'qwertyui', 'qwerty123',
  'qwertyuiop', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'password', 'password1', 'password123', 'passw0rd', 'iloveyou',
  'princess', 'sunshine', 'football', 'baseball', 'superman', 'whatever', 'trustno1', 'letmein1', 'welcome1',
  'abcd1234', 'abc12345', 'abcdefgh', 'admin123', 'administrator', 'changeme', 'contraseña', 'contrasena',
  'contraseña1', 'contrasena1', 'contraseña123', 'contrasena123', 'teamo123', 'teamomucho', 'tequiero', 'mariposa',
  'barcelona', 'realmadrid', 'atleticomadrid', 'sevillafc', 'princesa', 'corazon1', 'chocolate', 'estrella',
  'america1', 'mimamamemima', 'mimama123', 'familia1', 'familia123', 'pediatra', 'pediatria', 'triaje123',
  'hospital', 'doctor123', 'bebe1234', 'hijo1234', 'hija1234', 'mihijo123', 'mihija123', 'qwerty12345',
  'zaq12wsx', 'aaaaaaaa', 'abcabcabc', 'lalalala', 'hola1234', 'holahola', 'holamundo', 'holacaracola', 'espana123',
  'españa123', 'madrid123', 'valencia', 'sevilla1', 'mercedes', 'computer', 'internet', 'starwars', 'pokemon1',
  'minecraft', 'michelle', 'jennifer', 'alejandro', 'fernando', 'cristina', 'victoria', 'daniela1', 'carolina',
]);

export function esContrasenaComun(contrasena: string, email?: string): boolean {
  const normal = contrasena.trim().toLowerCase();
  if (COMUNES.has(normal)) return true;
  if (/^(.)\1+$/.test(normal)) return true;
  if (email && normal === email.trim().toLowerCase()) return true;
  const usuario = email?.split('@')[0]?.toLowerCase();
  return Boolean(usuario && usuario.length >= 4 && normal.includes(usuario) && normal.length - usuario.length < 4);
}
