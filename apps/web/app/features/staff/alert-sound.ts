/**
 * The new-order chime: two short tones made with the Web Audio API (no sound file to load). Browsers
 * only let a page play sound after a tap, so the board's "Sound on" button creates the audio context.
 */
let context: AudioContext | null = null

export function enableAlertSound(): void {
  context ??= new AudioContext()
  void context.resume()
}

export function disableAlertSound(): void {
  void context?.close()
  context = null
}

export function playAlertSound(): void {
  if (!context) return
  const start = context.currentTime
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1175],
  ] as const) {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.25, start + offset)
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.2)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start + offset)
    oscillator.stop(start + offset + 0.2)
  }
}
