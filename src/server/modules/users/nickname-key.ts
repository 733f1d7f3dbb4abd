import unhomoglyph from 'unhomoglyph';

/** The form a nickname is compared in: "Alice", "ALICE" and full-width "Ａｌｉｃｅ" collide. */
export function nicknameKey(nickname: string): string {
  return nickname.normalize('NFKC').trim().toLowerCase();
}

/**
 * What a nickname looks like: Unicode's confusable skeleton (TR39, through `unhomoglyph`) of its
 * key, without accents, separators or invisible characters, lower-cased again: "admın" (dotless
 * ı), Cyrillic "аdmin", "àdmin" and "ad_min" all look like "admin". Two nicknames with one look
 * cannot both be registered, so nobody can pass for someone else (issue 10, point 8).
 */
export function nicknameLookalike(nickname: string): string {
  const key = nicknameKey(nickname)
    .normalize('NFD')
    .replace(/[\p{M}\p{Cf}\s_.-]/gu, '');
  return unhomoglyph(key).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
