/**
 * The bot-protection vendor's script (spec §7: "a bot-protection script is loaded"), when site
 * config names one (BOT_PROTECTION_SCRIPT_URL; the API's CSP allows its origin): added once, async,
 * after the page has hydrated. Nothing is loaded otherwise.
 */
export function loadBotProtection(scriptUrl: string | null): void {
  if (!scriptUrl || document.querySelector('script[data-bot-protection]')) return
  const script = document.createElement('script')
  script.src = scriptUrl
  script.async = true
  script.dataset.botProtection = ''
  document.head.append(script)
}
