import type { TSiteConfig } from '@deli/contracts'
import { CAPTCHA_TEXTS } from '@deli/domain/content'
import { useCallback, useEffect } from 'react'
import { useSiteConfig } from './site-config.tsx'

type TGrecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}
declare global {
  interface Window {
    grecaptcha?: TGrecaptcha
  }
}

let loading: Promise<TGrecaptcha> | null = null

/**
 * Loads reCAPTCHA v3's script once — only when site config says captcha is on (its site key set);
 * nothing is loaded otherwise. Spec §8's 'failed to load' when it cannot be.
 */
export function loadCaptcha(captcha: TSiteConfig['captcha']): Promise<TGrecaptcha> | null {
  if (!captcha.enabled || !captcha.site_key) return null
  if (captcha.version !== 3) {
    console.warn(CAPTCHA_TEXTS.noVersion)
    return null
  }
  const siteKey = captcha.site_key
  loading ??= new Promise<TGrecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.onload = () => {
      const grecaptcha = window.grecaptcha
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha))
      else reject(new Error(CAPTCHA_TEXTS.failedToLoad))
    }
    script.onerror = () => reject(new Error(CAPTCHA_TEXTS.failedToLoad))
    document.head.append(script)
  }).catch((error: Error) => {
    loading = null
    console.error(error.message)
    throw error
  })
  return loading
}

/**
 * A fresh token for `action` (v3 tokens are single-use and short-lived: one per submit), or undefined
 * when captcha is off. Throws with spec §8's 'failed to load' / 'failed to execute'.
 */
export async function captchaToken(
  captcha: TSiteConfig['captcha'],
  action: string,
): Promise<string | undefined> {
  const loaded = loadCaptcha(captcha)
  if (!loaded || !captcha.site_key) return undefined
  const grecaptcha = await loaded
  try {
    return await grecaptcha.execute(captcha.site_key, { action })
  } catch {
    console.error(CAPTCHA_TEXTS.failedToExecute)
    throw new Error(CAPTCHA_TEXTS.failedToExecute)
  }
}

/**
 * A form's captcha (sign-up, password reset, story forms): the script starts loading with the form
 * when captcha is on, and the answered function gives a fresh token for `action` at each submit
 * (undefined when captcha is off).
 */
export function useCaptcha(action: string): () => Promise<string | undefined> {
  const { captcha } = useSiteConfig()
  useEffect(() => {
    loadCaptcha(captcha)?.catch(() => undefined)
  }, [captcha])
  return useCallback(() => captchaToken(captcha, action), [captcha, action])
}
