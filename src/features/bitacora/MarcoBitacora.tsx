// The page both bitácora views stand in (Bitacora.tsx's trail of changes, EventosSeguridad.tsx's
// security events): the admin page with its way back to the super admin's panel, the tabs
// between the views, the view's intro, then its filters and table.
import type { ReactNode } from 'react';
import { PaginaAdmin } from '@/shared/admin/PaginaAdmin';
import { rutas } from '@/shared/rutas';
import { PestanasBitacora } from './PestanasBitacora';

interface Props {
  titulo: string;
  h1?: string;
  seguridad: boolean;
  intro: ReactNode;
  children: ReactNode;
}

export function MarcoBitacora({ titulo, h1, seguridad, intro, children }: Props) {
  return (
    <PaginaAdmin titulo={titulo} h1={h1} volver={{ a: rutas.superadmin.panel, texto: 'Usuarios administradores' }}>
      <PestanasBitacora seguridad={seguridad} />
      <p className="intro">{intro}</p>
      {children}
    </PaginaAdmin>
  );
}
