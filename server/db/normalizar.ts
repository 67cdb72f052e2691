/** Lower-case, accent-free, trimmed form of a text, stored beside names for fast search: the same
 * function the admin lists search with, so a stored name and a typed query meet. */
export { normalizar } from '@/shared/lib/normalizar';
