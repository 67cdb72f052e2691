// The "Responder" link of a validated question in the admin's and the student's lists.
import { Link } from 'react-router-dom';

import { corto } from '@/shared/lib/titulo';

export function EnlaceResponder({ a, pregunta }: { a: string; pregunta: string }) {
  return (
    <div className="cola__acciones">
      <Link className="boton boton--secundario" to={a} aria-label={`Responder: ${corto(pregunta)}`}>
        Responder
      </Link>
    </div>
  );
}
