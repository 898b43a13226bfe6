import argon2 from 'argon2';

// argon2id with the library's defaults (64 MiB, t=3): about 60 ms a hash on this machine.
export const hashPassword = (plain: string) => argon2.hash(plain, { type: argon2.argon2id });

export async function verificarPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

// Spent on unknown usernames so a login takes as long whether or not the account exists.
let hashFicticio: Promise<string> | null = null;
export async function gastarTiempoDeVerificacion(plain: string): Promise<void> {
  hashFicticio ??= hashPassword('ventanilla-usuario-inexistente');
  await verificarPassword(await hashFicticio, plain);
}
