// Every workflow the worker runs. Only workflow code here: no Node built-ins, no I/O.
export { perfilWorkflow } from './perfil/workflow';
export { licenciaWorkflow } from './licencia/workflow';
export { giroWorkflow } from './giro/workflow';
export { usoSueloWorkflow } from './usosuelo/workflow';
export { cambioNombreWorkflow } from './cambios/nombre.workflow';
export { cambioDomicilioWorkflow } from './cambios/domicilio.workflow';
export { cambioActividadWorkflow } from './cambios/actividad.workflow';
export { cambioPropietarioWorkflow } from './cambios/propietario.workflow';
export { bajaEstablecimientoWorkflow } from './cambios/baja.workflow';
export { horarioExtraordinarioWorkflow } from './fiscalizacion/horario.workflow';
export { musicaVivaWorkflow } from './fiscalizacion/musica.workflow';
export { anuncioWorkflow } from './anuncios/anuncio.workflow';
export { anuncioExternoWorkflow } from './anuncios/anuncio-externo.workflow';
export { torreWorkflow } from './dictamenes/torre.workflow';
export { espectacularWorkflow } from './dictamenes/espectacular.workflow';
export { vigenciaConvenioWorkflow } from './convenios/vigencia.workflow';
