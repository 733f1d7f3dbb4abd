import { m } from '@/web/i18n/i18n';

/**
 * The text file 'Download as text file' saves: the code, whose it is, and how to use it, in the
 * language in use.
 */
export function recoveryCodeFile(nickname: string, code: string): { name: string; text: string } {
  const safeName = nickname.replace(/[^\p{L}\p{N}_.-]/gu, '_');
  return {
    name: `underprint-recovery-code-${safeName}.txt`,
    text: [
      m.auth_recovery_file_title(),
      '',
      m.auth_recovery_file_account({ nickname }),
      m.auth_recovery_file_code({ code }),
      '',
      m.auth_recovery_file_how(),
      m.auth_recovery_file_how_2(),
      '',
    ].join('\n'),
  };
}
