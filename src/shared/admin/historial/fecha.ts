// A revision's date for people: the panels' one format (lib/zonaHoraria.ts fechaHoraZona), as the
// audit trail's dates.
import { fechaHoraZona } from '@/shared/lib/zonaHoraria';

export const fechaRevision = (iso: string, zona?: string): string => fechaHoraZona(iso, zona);
