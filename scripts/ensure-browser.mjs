// Installs Debian's Chromium and the Noto fonts the browser tests need, when they are missing.
// Browsers are never downloaded by a test tool here: these machines reach only npm and Debian.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const has = (command) => {
  try {
    execSync(command, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const missing = [];
if (!existsSync(chromium)) missing.push('chromium');
if (!has('fc-list | grep -q "Noto Sans CJK"')) missing.push('fonts-noto-cjk');
if (!has('fc-list | grep -q "Noto Sans Devanagari"')) missing.push('fonts-noto-core');

if (missing.length === 0) {
  console.log(`browser: ${chromium} and Noto fonts present`);
} else {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`browser: installing ${missing.join(', ')} from Debian`);
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}
