// Every workflow the worker runs. Only workflow code here: no Node built-ins, no I/O.
export { perfilWorkflow } from './perfil/workflow';
export { licenciaWorkflow } from './licencia/workflow';
export { giroWorkflow } from './giro/workflow';
export { usoSueloWorkflow } from './usosuelo/workflow';
