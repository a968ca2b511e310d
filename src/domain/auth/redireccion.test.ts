import { describe, expect, it } from 'vitest';
import { esRedireccionInterna } from './redireccion.ts';

describe('auth redirects stay on our origin', () => {
  it.each(['/', '/auth?mode=register', '/auth?verificado=1&returnToResult=true', '/consultas', '/auth?mode=reset', '/%C3%A1rbol'])('accepts %s', (v) => {
    expect(esRedireccionInterna(v)).toBe(true);
  });

  it.each([
    '//evil.com',
    '/.//evil.com',
    '/..//evil.com',
    '/./..//evil.com',
    '%2F.%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    '/%2e%2e//evil.com',
    '/%252F%252Fevil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/%5Cevil.com',
    '/\tevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    'https://evil.com',
    'http://localhost:3000@evil.com',
    '//localhost:3000@evil.com',
    'https://localhost.evil.com/',
    'https://evil.com/localhost:3000',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' /evil',
    'evil.com',
    '',
    `/${'a'.repeat(600)}`,
    '/%',
  ])('refuses %j', (v) => {
    expect(esRedireccionInterna(v)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const v of [null, undefined, 3, ['/'], { href: '/' }]) expect(esRedireccionInterna(v)).toBe(false);
  });
});
