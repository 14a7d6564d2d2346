'use client'

type Options = { description?: string }

/**
 * Toasts through sonner, loaded with the first toast rather than with every page that has a
 * form (the <Toaster> in the layout loads it after the page is interactive).
 */
export const toast = {
  success: (title: string, options?: Options) =>
    void import('sonner').then((sonner) => sonner.toast.success(title, options)),
  error: (title: string, options?: Options) =>
    void import('sonner').then((sonner) => sonner.toast.error(title, options)),
}
