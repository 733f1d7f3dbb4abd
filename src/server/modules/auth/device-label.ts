/** A person-readable name for a browser, from its User-Agent: "Chrome on Android". */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    find(userAgent, [
      [/Edg(e|A|iOS)?\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ]) ?? 'A browser';
  const system = find(userAgent, [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ]);
  return system ? `${browser} on ${system}` : browser;
}

function find(text: string, rules: Array<[RegExp, string]>): string | undefined {
  return rules.find(([pattern]) => pattern.test(text))?.[1];
}
