-- Issue 44: an account whose password nobody knows (the university sign-in created it, or closed its
-- initial password with a random one). Its owner sets a password on "Mi cuenta" without being asked
-- for a "Contraseña actual" they never had; any password a person sets (a change, a reset, an admin's
-- reset to the initial one) makes it known again.
ALTER TABLE usuarios ADD COLUMN contrasena_desconocida INTEGER NOT NULL DEFAULT 0 CHECK (contrasena_desconocida IN (0, 1));
