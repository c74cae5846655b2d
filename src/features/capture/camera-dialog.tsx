import { useEffect, useRef } from 'react'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { Camera as CameraIcon } from '../../ui/icons.ts'
import { CAPTURE_LABELS } from './texts.ts'
import type { Camera } from './use-camera.ts'

/** The live camera view with its shutter; closing stops the camera. */
export function CameraDialog({ camera, onCaptured }: { camera: Camera; onCaptured: (blob: Blob) => void }) {
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    if (video.current && camera.stream) video.current.srcObject = camera.stream
  }, [camera.stream])

  return (
    <Dialog open={camera.stream !== null} onOpenChange={(open) => !open && camera.close()}>
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{CAPTURE_LABELS.takePhoto}</DialogTitle>
        </DialogHeader>
        <video ref={video} autoPlay playsInline muted className="w-full rounded-lg bg-muted" />
        <DialogFooter>
          <Button variant="outline" onClick={camera.close}>
            {CAPTURE_LABELS.cancel}
          </Button>
          <Button
            onClick={() => {
              const element = video.current
              if (!element) return
              void camera.capture(element).then((blob) => {
                camera.close()
                if (blob) onCaptured(blob)
              })
            }}
          >
            <CameraIcon />
            {CAPTURE_LABELS.capture}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
