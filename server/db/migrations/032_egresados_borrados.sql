-- Issue 45: a deleted graduate must really go. Before, eliminarEgresado removed the row and its
-- photo but kept every revision (a "Restaurar" published the person again), preview, lock, draft
-- and the audit summary. What is left of graduates already deleted goes now, as a delete does from
-- now on (server/api/borrarRastro.ts); their audit entries keep who and when only.
DELETE FROM revisiones WHERE entidad = 'egresado' AND pk NOT IN (SELECT pk_caso_exito FROM casos_exito);
DELETE FROM vistas_previas WHERE entidad = 'egresado' AND pk_item NOT IN (SELECT pk_caso_exito FROM casos_exito);
DELETE FROM bloqueos_edicion WHERE entidad = 'egresado' AND pk_item NOT IN (SELECT pk_caso_exito FROM casos_exito);
DELETE FROM borradores_edicion WHERE entidad = 'egresado' AND pk_item > 0 AND pk_item NOT IN (SELECT pk_caso_exito FROM casos_exito);
UPDATE bitacora SET resumen = 'Egresado eliminado.'
  WHERE entidad = 'egresado' AND pk_entidad IS NOT NULL AND pk_entidad NOT IN (SELECT pk_caso_exito FROM casos_exito);
