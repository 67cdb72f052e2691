// The public rows of the route table (SPEC.md §2), in the visitor's first download. The role areas'
// rows (rutasAreas.tsx) are discovered on the first navigation into an area (routeTable.tsx,
// descubrirAreas): a visitor's first download carries neither them nor the path builders they use.
import { RUTA_CAMBIAR_CONTRASENA } from '../shared/modelo/sesion';
import type { FilaRuta } from '../shared/recurso';
import { cargarLogin } from '../features/sesion';
import { cargarListaTopicos, cargarResponderPregunta, cargarTopico } from '../features/foro';
import { cargarListaProyectos, cargarDetalleProyecto } from '../features/proyectos';
import { cargarListaEventos } from '../features/eventos';
import { cargarCambiarContrasena } from '../features/usuarios';
import { cargarAcercaDe } from '../features/acerca';
import { cargarListaEmpresas } from '../features/empresas';
import { cargarExperienciasEmpresa } from '../features/experiencias';
import { cargarCasosExito } from '../features/egresados';
import { cargarBusqueda } from '../features/busqueda';
import { RUTA_CONFIRMAR_CORREO, cargarConfirmarCorreo } from '../features/avisos';
import Inicio, { datosInicio } from './paneles/Inicio';
import NoEncontrada from './paginas/NoEncontrada';

export const filasPublicas: FilaRuta[] = [
  // publico
  { area: 'publico', path: '/', pagina: Inicio, datos: datosInicio },
  { area: 'publico', path: '/login', cargar: cargarLogin },
  { area: 'publico', path: '/error', pagina: NoEncontrada },
  { area: 'publico', path: '/foro', cargar: cargarListaTopicos },
  { area: 'publico', path: '/foro/:idTopico', cargar: cargarTopico },
  { area: 'publico', path: '/foro/responder_pregunta/:idPregunta', cargar: cargarResponderPregunta },
  { area: 'publico', path: '/proyectos_estudiantes', cargar: cargarListaProyectos },
  { area: 'publico', path: '/proyectos_estudiantes/:pkProyecto', cargar: cargarDetalleProyecto },
  { area: 'publico', path: '/eventos', cargar: cargarListaEventos },
  { area: 'publico', path: '/acerca_de', cargar: cargarAcercaDe },
  // any logged-in role (the page sends visitors to /login); see destinoGuardia
  { area: 'publico', path: RUTA_CAMBIAR_CONTRASENA, cargar: cargarCambiarContrasena, soloCliente: true },
  { area: 'publico', path: '/empresas_estadias', cargar: cargarListaEmpresas },
  { area: 'publico', path: '/empresas_estadias/:nombreEmpresa/:pkEmpresa', cargar: cargarExperienciasEmpresa },
  { area: 'publico', path: '/casos_de_exito', cargar: cargarCasosExito },
  { area: 'publico', path: '/buscar', cargar: cargarBusqueda },
  // the confirmation e-mail's link: sends its token once, in the browser (a link scanner that
  // fetches the page without running it confirms nothing)
  { area: 'publico', path: RUTA_CONFIRMAR_CORREO, cargar: cargarConfirmarCorreo, soloCliente: true },
];
