import type { ComponentPropsWithRef } from 'react'
import { Link, type LinkProps } from 'react-router'

export type TButtonSize = 'small' | 'large'
export type TButtonType = 'primary' | 'secondary' | 'outline' | 'neutral' | 'link'

const classes = (size: TButtonSize, variant: TButtonType, extra?: string) =>
  ['btn', `btn--${size}`, `btn--${variant}`, extra].filter(Boolean).join(' ')

/** Spec §9 buttons: sizes small or large; types primary, secondary, outline, neutral, link. */
export function Button({
  size = 'large',
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & { size?: TButtonSize; variant?: TButtonType }) {
  return <button type={type} className={classes(size, variant, className)} {...props} />
}

export function ButtonLink({
  size = 'large',
  variant = 'primary',
  className,
  ...props
}: LinkProps & { size?: TButtonSize; variant?: TButtonType }) {
  return <Link className={classes(size, variant, className)} {...props} />
}
