// The forum's entity types: the wire types of the contract.
export type {
  Topico,
  PreguntaForo,
  PreguntaDetalle,
  PreguntaPendiente,
  PreguntaPorResponder,
  RespuestaForo,
  RespuestaPendiente,
  RespuestaRegistrada,
} from '@/shared/api/contrato/foro';
