import { describe, expect, it } from 'vitest';
import { direccionMetricas, esDireccionPrivada } from './telemetria';

describe("the worker's metrics address", () => {
  it('is loopback or private, never every interface or a public address', () => {
    for (const h of ['127.0.0.1', '10.1.2.3', '172.16.0.9', '172.31.255.1', '192.168.1.10', '[::1]', 'fd12:3456::1', 'localhost']) expect(esDireccionPrivada(h), h).toBe(true);
    for (const h of ['0.0.0.0', '8.8.8.8', '172.32.0.1', '192.169.0.1', '::', 'ejemplo.mx']) expect(esDireccionPrivada(h), h).toBe(false);
  });

  it('is off unless set, and a public or malformed one stops the worker with its message', () => {
    expect(direccionMetricas({})).toBeNull();
    expect(direccionMetricas({ WORKER_METRICS_ADDRESS: 'localhost:9464' })).toBe('127.0.0.1:9464');
    expect(() => direccionMetricas({ WORKER_METRICS_ADDRESS: '0.0.0.0:9464' })).toThrow('debe ser una dirección de loopback o privada');
    expect(() => direccionMetricas({ WORKER_METRICS_ADDRESS: '127.0.0.1' })).toThrow('no es dirección:puerto');
  });

  it('`*:port` is this machine’s own private address (each replica of a service), never a public one', () => {
    const iface = (address: string, internal = false) => ({ address, internal, family: 'IPv4' as const, netmask: '255.255.0.0', mac: '00:00:00:00:00:00', cidr: null });
    expect(direccionMetricas({ WORKER_METRICS_ADDRESS: '*:9464' }, { lo: [iface('127.0.0.1', true)], eth0: [iface('172.18.0.5')] })).toBe('172.18.0.5:9464');
    expect(direccionMetricas({ WORKER_METRICS_ADDRESS: '*:9464' }, { eth0: [iface('8.8.8.8')], eth1: [iface('10.0.3.7')] })).toBe('10.0.3.7:9464');
    expect(() => direccionMetricas({ WORKER_METRICS_ADDRESS: '*:9464' }, { lo: [iface('127.0.0.1', true)], eth0: [iface('8.8.8.8')] })).toThrow('no tiene una dirección privada');
  });
});
