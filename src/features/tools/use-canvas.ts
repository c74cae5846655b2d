import { useEffect, useRef, useState } from 'react'
import { downloadCanvas } from './canvas-draw.ts'
import type { Size } from './canvas-layout.ts'
import { TOOL_TEXTS } from './texts.ts'

/** A canvas redrawn whenever its inputs change, plus a download of what it shows. */
export function useCanvas(
  size: Size,
  draw: (context: CanvasRenderingContext2D) => void,
  inputs: readonly unknown[],
) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle')

  // biome-ignore lint/correctness/useExhaustiveDependencies: `inputs` lists what the drawing depends on.
  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    element.width = size.width
    element.height = size.height
    // Inter is self-hosted and may still be loading: draw once now, again when fonts are ready.
    draw(context)
    void document.fonts?.ready.then(() => draw(context))
    setStatus('idle')
  }, [size.width, size.height, ...inputs])

  const download = async (fileName: string) => {
    if (!canvas.current) return
    try {
      await downloadCanvas(canvas.current, fileName)
      setStatus('saved')
    } catch {
      setStatus('failed')
    }
  }

  const message =
    status === 'saved' ? TOOL_TEXTS.downloaded : status === 'failed' ? TOOL_TEXTS.downloadFailed : null
  return { canvas, download, status, message }
}
