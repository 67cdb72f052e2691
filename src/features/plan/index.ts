// Public face of the plan feature: the curriculum block of the home page and its server data.
export { PlanEstudios, datosPlan } from './PlanEstudios';
