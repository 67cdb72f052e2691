// A new item's key in the editor's draft (kept with it: the same item across reloads and replays).
import { randomKey } from '@/shared/lib/claveAleatoria';

export const nuevaClave = () => `k${randomKey().replace('.', '')}`;
