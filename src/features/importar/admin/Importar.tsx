// /panel_admin/importar (issue 43): choose what to import, the spreadsheet and optionally a ZIP of
// its images, "Previsualizar" (nothing is written), then "Importar N filas válidas", the result with
// links to the new items and "Deshacer importación" (asked once). Every visible state is in the
// store (features/importar/modelo.ts); the File objects stay in a ref (they cannot be serialized).
// Also the templates and the exports of each list.
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { PaginaAdmin } from '@/shared/admin/PaginaAdmin';
import { rutas } from '@/shared/rutas';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { mensajeDeError } from '@/shared/api/errores';
import {
  ENTIDADES_EXPORTACION,
  ENTIDADES_IMPORTACION,
  MAX_MB_HOJA,
  MAX_MB_ZIP,
  MENSAJES_IMPORTACION as M,
  NOMBRES_ENTIDAD_IMPORTACION as NOMBRES,
  rutaExportacion,
  rutaPlantilla,
  type EntidadImportacion,
} from '@/shared/api/contrato/importaciones';
import { usePrevisualizarImportacionMutation, useConfirmarImportacionMutation, useDeshacerImportacionMutation } from '../api';
import * as A from '../modelo';
import { TablaPrevia } from './TablaPrevia';
import './importar.css';
import { CampoArchivo } from './CampoArchivo';

const leerComoDataUrl = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(typeof r.result === 'string' ? r.result : '');
    r.onerror = () => reject(new Error('No se pudo leer el archivo.'));
    r.readAsDataURL(f);
  });

export default function Importar() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(A.estadoImportacion);
  const archivos = useRef<{ hoja: File | null; imagenes: File | null }>({ hoja: null, imagenes: null });
  const [previsualizar] = usePrevisualizarImportacionMutation();
  const [confirmar] = useConfirmarImportacionMutation();
  const [deshacer] = useDeshacerImportacionMutation();

  /** One step of the import: `pedida`, then the action built from the server's answer, or the refusal's message. */
  async function paso(pedida: UnknownAction, llamar: () => Promise<UnknownAction>) {
    dispatch(pedida);
    try {
      dispatch(await llamar());
    } catch (err) {
      dispatch(A.fallo(mensajeDeError(err)));
    }
  }

  function elegir(e: ChangeEvent<HTMLInputElement>) {
    const campo = e.currentTarget.name === 'imagenes' ? 'imagenes' : 'hoja';
    const f = e.currentTarget.files?.[0] ?? null;
    archivos.current[campo] = f;
    dispatch(A.archivoElegido({ campo, archivo: f ? { nombre: f.name, tamano: f.size } : null }));
  }

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const { hoja, imagenes } = archivos.current;
    if (!hoja) return void dispatch(A.fallo(M.sinArchivo));
    if (hoja.size > MAX_MB_HOJA * 1024 * 1024) return void dispatch(A.fallo(M.hojaGrande));
    if (imagenes && imagenes.size > MAX_MB_ZIP * 1024 * 1024) return void dispatch(A.fallo(M.zipGrande));
    await paso(A.previaPedida(), async () => {
      const r = await previsualizar({
        entidad: s.entidad,
        archivo: await leerComoDataUrl(hoja),
        nombreArchivo: hoja.name,
        ...(imagenes ? { imagenes: await leerComoDataUrl(imagenes), nombreImagenes: imagenes.name } : {}),
      }).unwrap();
      return A.previaRecibida({ token: r.token ?? '', filas: r.filas ?? [], validas: r.validas ?? 0, conErrores: r.conErrores ?? 0 });
    });
  }

  async function importar() {
    const token = s.token;
    if (!token) return;
    await paso(A.confirmacionPedida(), async () => {
      const r = await confirmar({ token }).unwrap();
      return A.importada({ mensaje: r.mensaje, pks: r.pks ?? [], editores: r.editores ?? [] });
    });
  }

  async function deshacerImportacion() {
    const token = s.token;
    if (!token) return;
    await paso(A.deshacerPedido(), async () => A.deshecha((await deshacer({ token }).unwrap()).mensaje));
  }

  const validas = s.filas.filter((f) => f.errores.length === 0);
  const ocupado = s.paso === 'previsualizando' || s.paso === 'confirmando' || s.paso === 'deshaciendo';
  return (
    <PaginaAdmin titulo="Importar y exportar" volver={{ a: rutas.admin.panel, texto: 'Panel de administración' }}>
      <p className="intro">
        Cargue varios elementos de una vez desde una hoja de cálculo (CSV o XLSX) y, si lo desea, un ZIP con sus imágenes. Primero verá una vista
        previa: no se guarda nada hasta que confirme.
      </p>
      {s.error && (
        <p role="alert" className="formulario__fallo">
          {s.error}
        </p>
      )}
      {s.aviso && (
        <p role="status" className="importar__aviso">
          {s.aviso}
        </p>
      )}
      <form className="formulario importar" onSubmit={enviar} aria-label="Importar desde una hoja de cálculo">
        <div className="campo">
          <label htmlFor="importar-entidad" className="campo__etiqueta">
            Qué desea importar
          </label>
          <select
            id="importar-entidad"
            className="campo__control"
            value={s.entidad}
            disabled={ocupado}
            onChange={(e) => dispatch(A.entidadElegida(e.target.value as EntidadImportacion))}
          >
            {ENTIDADES_IMPORTACION.map((e) => (
              <option key={e} value={e}>
                {NOMBRES[e]}
              </option>
            ))}
          </select>
          <p className="campo__ayuda">
            <a href={rutaPlantilla(s.entidad)} download>
              Descargar la plantilla de {NOMBRES[s.entidad].toLowerCase()}
            </a>{' '}
            (las columnas que se leen y una fila de ejemplo).
          </p>
        </div>
        <CampoArchivo
          campo="hoja"
          etiqueta="Hoja de cálculo (CSV o XLSX)"
          accept=".csv,.xlsx,text/csv"
          elegido={s.hoja}
          ayuda={`Hasta ${MAX_MB_HOJA} MB y 2,000 filas; separada por comas o punto y coma.`}
          disabled={ocupado}
          onChange={elegir}
        />
        <CampoArchivo
          campo="imagenes"
          etiqueta="Imágenes en un ZIP (opcional)"
          accept=".zip,application/zip"
          elegido={s.imagenes}
          ayuda={`Hasta ${MAX_MB_ZIP} MB. Cada imagen se busca por el nombre que da la hoja, en el ZIP o en la biblioteca.`}
          disabled={ocupado}
          onChange={elegir}
        />
        <div className="formulario__acciones">
          <button type="submit" className="boton boton--secundario" disabled={ocupado}>
            {s.paso === 'previsualizando' ? 'Previsualizando…' : 'Previsualizar'}
          </button>
        </div>
      </form>
      {s.token && s.paso !== 'deshecha' && (
        <>
          <TablaPrevia filas={s.filas} validas={s.validas} conErrores={s.conErrores} />
          {(s.paso === 'previa' || s.paso === 'confirmando') && (
            <button type="button" className="boton boton--primario" disabled={s.validas === 0 || ocupado} onClick={importar}>
              {s.validas === 1 ? 'Importar 1 fila válida' : `Importar ${s.validas} filas válidas`}
            </button>
          )}
        </>
      )}
      {s.resultado && (s.paso === 'importada' || s.paso === 'deshaciendo') && (
        <section aria-labelledby="resultado-titulo" className="importar__resultado">
          <h2 id="resultado-titulo">Resultado</h2>
          <p role="status">{s.resultado.mensaje}</p>
          <ul>
            {s.resultado.pks.map((pk, i) => {
              const a = s.resultado?.editores?.[i] ?? null;
              // the valid rows were written in the sheet's order: the n-th pk is the n-th valid row
              const titulo = validas[i]?.titulo;
              const texto = titulo ? `Editar «${titulo}»` : `Editar el elemento ${pk}`;
              return <li key={pk}>{a ? <Link to={a}>{texto}</Link> : pk}</li>;
            })}
          </ul>
          <button type="button" className="boton boton--peligro" disabled={ocupado} onClick={() => dispatch(A.deshacerAbierto())}>
            Deshacer importación
          </button>
        </section>
      )}
      {s.confirmarDeshacer && (
        <div role="alertdialog" aria-modal="false" aria-labelledby="deshacer-titulo" className="importar__confirmacion">
          <p id="deshacer-titulo">
            {(s.resultado?.pks.length ?? 0) === 1
              ? '¿Eliminar el elemento que creó esta importación?'
              : `¿Eliminar los ${s.resultado?.pks.length ?? 0} elementos que creó esta importación?`}
          </p>
          <button type="button" className="boton boton--peligro" onClick={deshacerImportacion}>
            Sí, deshacer
          </button>
          <button type="button" className="boton boton--secundario" onClick={() => dispatch(A.deshacerCerrado())}>
            Cancelar
          </button>
        </div>
      )}
      <section aria-labelledby="exportar-titulo" className="importar__exportar">
        <h2 id="exportar-titulo">Exportar</h2>
        <ul>
          {ENTIDADES_EXPORTACION.map((e) => (
            <li key={e}>
              <a href={rutaExportacion(e)} download>{`Exportar CSV de ${NOMBRES[e].toLowerCase()}`}</a>
            </li>
          ))}
        </ul>
      </section>
    </PaginaAdmin>
  );
}
