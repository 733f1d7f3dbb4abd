/** The text file 'Download as text file' saves: the code, whose it is, and how to use it. */
export function recoveryCodeFile(nickname: string, code: string): { name: string; text: string } {
  const safeName = nickname.replace(/[^\p{L}\p{N}_.-]/gu, '_');
  return {
    name: `underprint-recovery-code-${safeName}.txt`,
    text: [
      'Underprint recovery code',
      '',
      `Account: ${nickname}`,
      `Code: ${code}`,
      '',
      'Lost your device? Open "Forgot password?" on the sign-in page, enter your nickname,',
      'then this code and a new password. The code works once; you will get a new one.',
      '',
    ].join('\n'),
  };
}
