import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [src, out, top, height, width] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
const data = readFileSync(src).toString('base64');
await page.setContent(`<body style="margin:0"><img src="data:image/png;base64,${data}" style="display:block;max-width:none"></body>`);
await page.screenshot({ path: out, clip: { x: 0, y: Number(top), width: Number(width), height: Number(height) }, fullPage: true });
await browser.close();
