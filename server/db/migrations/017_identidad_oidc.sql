-- Sign-in with the university account (OpenID Connect, docs/oidc.md): the identity an account was
-- matched to the first time, so a later change of e-mail or username at the provider keeps it.
-- NULL until then; one account per identity (NULLs never collide on either engine).
ALTER TABLE usuarios ADD COLUMN oidc_emisor TEXT;
ALTER TABLE usuarios ADD COLUMN oidc_sujeto TEXT;
CREATE UNIQUE INDEX usuarios_oidc ON usuarios (oidc_emisor, oidc_sujeto);
