/** The form a nickname is compared in: "Alice", "ALICE" and full-width "Ａｌｉｃｅ" collide. */
export function nicknameKey(nickname: string): string {
  return nickname.normalize('NFKC').trim().toLowerCase();
}
