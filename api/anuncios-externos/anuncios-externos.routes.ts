// EXPORT: `anunciosExternosRoutes` — the TramiteApi entry of `anuncio_externo` mounts it as its
// `rutas` (api/anuncios/anuncio.tramite.ts); the inbox's plugin registers it under /api with the session.
//
// Every public-road sign URL of spec 3 §7.2, verbatim under /api:
//   requests (solicitudes.routes.ts): POST anuncioexterno, GET anuncioexterno/{id},
//     GET anuncioexterno/contribuyente, GET anuncioexterno/establecimiento/{id},
//     POST anuncioexterno/{id}/updatesolicitud, POST anuncioexterno/{id}/changestatus,
//     GET anuncioexterno/searchByClaveCatastral/{clave};
//   signs (anuncios.routes.ts): POST anuncioexterno/createanuncio, PUT anuncioexterno/{id},
//     DELETE anuncioexterno/{id}, DELETE anuncioexterno/{id}/detalle;
//   printouts (impresos.routes.ts): POST anuncioexterno/{id}/generateformatoautorizacion,
//     GET anuncioexterno/establecimiento/printRequest/{id}, GET anuncioexterno/{id}/getEdoCuentaAnuncio;
//     ours: POST anuncioexterno/{id}/reciboPago (the payment receipt, PDF).
// The review, payment, validation and signature are the kit's (inbox, pagosopb, receipts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anunciosExternosSignosRoutes } from './anuncios.routes';
import { anunciosExternosImpresosRoutes } from './impresos.routes';
import { solicitudesExternasRoutes } from './solicitudes.routes';

export const anunciosExternosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(solicitudesExternasRoutes);
  await app.register(anunciosExternosSignosRoutes);
  await app.register(anunciosExternosImpresosRoutes);
};
