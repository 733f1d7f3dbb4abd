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

const DIGIT_LOOKS = new Set(nicknameLookalike('0123456789'));
/** The looks of a deleted account's placeholder, now ('Deleted account #59') and before ('deleted-59'). */
const DELETED_LOOKS = [nicknameLookalike('deletedaccount'), nicknameLookalike('deleted')];

/**
 * Whether a nickname looks like a deleted account's placeholder ("deleted-59", "Deleted_Account_7",
 * "deleted.1O"): refused at sign-up, so nobody can pass for, or collide with, a deleted account.
 */
export function looksLikeDeletedAccount(nickname: string): boolean {
  const look = nicknameLookalike(nickname);
  return DELETED_LOOKS.some(
    (prefix) =>
      look.length > prefix.length &&
      look.startsWith(prefix) &&
      [...look.slice(prefix.length)].every((char) => DIGIT_LOOKS.has(char)),
  );
}
