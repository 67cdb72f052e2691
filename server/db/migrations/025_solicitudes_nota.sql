-- Issue 43: an enquiry's internal note (staff only: anotarSolicitudInformes writes it, only the admins'
-- traerSolicitudesInformes reads it; never in an answer to the applicant). '' while there is none.
ALTER TABLE solicitudes_informes ADD COLUMN nota TEXT NOT NULL DEFAULT '';
