/**
 * Copies text to the clipboard: the async Clipboard API, else a hidden textarea and the legacy copy
 * command (appended to `container`, which must be outside any inert part of the page — inside an
 * open modal dialog, pass the dialog). Focus goes back where it was. True when the copy worked.
 */
export async function copyText(text: string, container: HTMLElement = document.body): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Not allowed here (permissions, insecure context): try the legacy way.
  }
  const focused = document.activeElement
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.setAttribute('aria-hidden', 'true')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  container.append(area)
  area.select()
  let copied = false
  try {
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  area.remove()
  if (focused instanceof HTMLElement) focused.focus()
  return copied
}
