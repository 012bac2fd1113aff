import { useEffect, useState } from 'react'

/**
 * A QR code of `value`, drawn by the kept `qrcode` library as an image. The library is fetched only
 * when a QR code first shows (an `import()`), so it never weighs on a page's first JavaScript.
 */
export function QrCode(props: {
  value: string
  /** Pixel width (the spec's invite QR: 200, margin 1, scale 3). */
  width: number
  margin?: number
  scale?: number
  alt: string
  className: string
  failedText: string
}) {
  const { value, width, margin, scale } = props
  const [source, setSource] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let isCurrent = true
    setSource(null)
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(value, { width, margin, scale, errorCorrectionLevel: 'M' }))
      .then((url) => isCurrent && setSource(url))
      .catch(() => isCurrent && setFailed(true))
    return () => {
      isCurrent = false
    }
  }, [value, width, margin, scale])
  if (failed) return <p className="muted">{props.failedText}</p>
  return source ? (
    <img className={props.className} src={source} width={width} height={width} alt={props.alt} />
  ) : (
    <div className={`${props.className} ${props.className}--loading`} role="status">
      Drawing the QR code…
    </div>
  )
}
