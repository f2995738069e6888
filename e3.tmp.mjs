import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
page.on('console', (m) => { if (m.type() === 'error') console.log(m.text().slice(0, 3000)) })
for (const p of process.argv.slice(2)) { await page.goto('http://127.0.0.1:4173' + p); await page.waitForTimeout(2500) }
await browser.close()
