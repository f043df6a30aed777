/** What a user-agent string says in words: the browser with its major version, and the system. */
export interface DeviceDescription {
  browser?: string;
  os?: string;
}

/** Browsers by their token, the more specific first (Edge and Opera also say Chrome, Chrome also says Safari). */
const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
];

/** Systems by their token; Android and ChromeOS before Linux, iOS before macOS (an iPad says "Mac OS X"). */
const SYSTEMS: readonly (readonly [string, RegExp])[] = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** Reads a user-agent string (of a session or trusted device) as "Chrome 131" on "Linux"; unknown parts stay out. */
export function describeUserAgent(userAgent: string): DeviceDescription {
  const description: DeviceDescription = {};
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      description.browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent));
  if (system) description.os = system[0];
  return description;
}
