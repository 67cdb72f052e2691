// The clock every layer reads (docs/decisiones/0068-capas-del-servidor.md): the base layer.
/** Now as the stored times' text ('…Z', to the second): they compare as text on both engines. */
export const ahoraUtc = (ahora = Date.now()) => new Date(ahora).toISOString().replace(/\.\d{3}Z$/, 'Z');
