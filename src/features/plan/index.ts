// Public face of the plan feature: the curriculum block of the home page.
export { PlanEstudios } from './PlanEstudios';
