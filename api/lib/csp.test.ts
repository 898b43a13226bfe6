import { describe, expect, it } from 'vitest';
import { origenesDeTeselas, politicaDeContenido } from './csp';

/** The sources of one directive of a policy. */
function directiva(politica: string, nombre: string): string[] {
  const d = politica.split(';').map((x) => x.trim().split(/\s+/)).find(([n]) => n === nombre);
  if (!d) throw new Error(`sin ${nombre}`);
  return d.slice(1);
}

describe('origenesDeTeselas (the map tile server is a setting)', () => {
  it('is the origin of the template', () => {
    expect(origenesDeTeselas('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual(['https://tile.openstreetmap.org']);
    expect(origenesDeTeselas('http://teselas.opb.local:8080/osm/{z}/{x}/{y}{r}.png')).toEqual(['http://teselas.opb.local:8080']);
  });

  it('lists each subdomain of {s}, never a wildcard', () => {
    expect(origenesDeTeselas('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.example.org',
      'https://b.tile.example.org',
      'https://c.tile.example.org',
    ]);
  });

  it('refuses what is not an http(s) tile template with a plain host', () => {
    for (const malo of [
      '',
      'tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://tile.openstreetmap.org/{z}/{x}.png',
      'ftp://tile.example.org/{z}/{x}/{y}.png',
      'data:image/png;base64,{z}{x}{y}',
      'https://*.example.org/{z}/{x}/{y}.png',
      "https://a.example.org;script-src 'unsafe-inline'/{z}/{x}/{y}.png",
      'https://user:clave@tiles.example.org/{z}/{x}/{y}.png',
    ]) {
      expect(origenesDeTeselas(malo), malo).toBeNull();
    }
  });
});

describe('politicaDeContenido', () => {
  it('allows images from the portal and exactly the tile server, nothing broader', () => {
    const p = politicaDeContenido({ imagenes: ['https://tile.openstreetmap.org'] });
    expect(directiva(p, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(p).not.toMatch(/\*|https:(?:\s|;|$)/);
  });

  it('keeps the rest strict: scripts, connections and forms only to the portal, no framing', () => {
    const p = politicaDeContenido({ imagenes: ['https://tile.openstreetmap.org'] });
    expect(directiva(p, 'script-src')).toEqual(["'self'"]);
    expect(directiva(p, 'connect-src')).toEqual(["'self'"]);
    expect(directiva(p, 'form-action')).toEqual(["'self'"]);
    expect(directiva(p, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directiva(p, 'object-src')).toEqual(["'none'"]);
  });

  it('without a tile server, images come from the portal only', () => {
    expect(directiva(politicaDeContenido(), 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });
});
